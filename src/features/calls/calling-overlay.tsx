import { ActiveCallPanel } from './call-panel';

/** The `calling` overlay: the call in progress (or that there is none). */
export default function CallingOverlay() {
  return <ActiveCallPanel />;
}
