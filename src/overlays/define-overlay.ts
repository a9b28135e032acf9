import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { OverlayName } from '@/lib/search';
import type { ActingAccount } from '@/hooks/acting-account';

/** What an overlay's component receives from the host. */
export interface OverlayProps<V = null> {
  name: OverlayName;
  /** The flag's value as the overlay's `parseValue` read it (`?call=14155550187` → '14155550187'). */
  value: V;
  /** Closes this overlay (Back when the app opened it, else a replace). */
  close: () => void;
}

/** The raw value of a set flag: `true` for a bare flag (`?contacts`, `?contacts=true`), else its text. */
export type OverlayFlagValue = string | true;

export interface OverlayDefinition<V = unknown> {
  name: OverlayName;
  /** Human title shown in the dialog's header and as its accessible name ("Edit contact"). */
  title: string;
  load: () => Promise<{ default: ComponentType<OverlayProps<V>> }>;
  /** Reads the flag's value; total (an unusable value becomes whatever "none" means to the overlay). */
  parseValue: (raw: OverlayFlagValue) => V;
  /** Warms the overlay's data: called when it opens and when a link that opens it is hovered or focused. */
  prefetch?: (queryClient: QueryClient, value: V, acting: ActingAccount) => unknown;
}

interface DefineOverlayInput<V> {
  name: OverlayName;
  title: string;
  load: () => Promise<{ default: ComponentType<OverlayProps<V>> }>;
  parseValue?: (raw: OverlayFlagValue) => V;
  prefetch?: (queryClient: QueryClient, value: V, acting: ActingAccount) => unknown;
}

/**
 * Declares one overlay of a feature. Without `parseValue` the overlay takes no value (`null`).
 * The feature lists its definitions in its `overlays.ts`; `src/app` merges those manifests into
 * the registry, so adding an overlay touches one feature file.
 */
export function defineOverlay<V = null>(input: DefineOverlayInput<V>): OverlayDefinition<V> {
  return {
    ...input,
    parseValue: input.parseValue ?? (() => null as V),
  };
}

/** Any overlay definition, whatever its value type (the registry holds many). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value type is private to each overlay
export type AnyOverlayDefinition = OverlayDefinition<any>;

/**
 * The raw flag value of a search value: strings stay as they are; `true`, `'true'` and other
 * non-text values of a set flag count as a bare flag.
 */
export function flagValueOf(value: unknown): OverlayFlagValue {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return true;
  const s = value.trim();
  return s === '' || s.toLowerCase() === 'true' ? true : s;
}
