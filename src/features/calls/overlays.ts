import { defineOverlay } from '@/overlays';

/** The call overlays: `?call=<destination>` starts a call there (or shows the active one);
 * `?calling` shows the call in progress. */
export const callOverlays = [
  defineOverlay<string>({
    name: 'call',
    title: 'Call',
    load: () => import('./call-overlay'),
    // A bare flag names no destination: the form asks for one.
    parseValue: (raw) => (raw === true ? '' : raw),
  }),
  defineOverlay({ name: 'calling', title: 'Calling', load: () => import('./calling-overlay') }),
];
