// The overlay pieces the agent feature uses. TEMPORARY bridge until `src/overlays` lands
// (architecture issue 9): then `defineOverlay`, `OverlayProps` and `useOverlays` come from there
// and this file goes.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { OverlayName } from '@/lib/search';
export { useOverlays } from '@/app/overlays/use-overlays';

export interface OverlayProps<V = unknown> {
  value: V;
  close: () => void;
}

export interface OverlayDefinition<V> {
  name: OverlayName;
  load: () => Promise<{ default: ComponentType<OverlayProps<V>> }>;
  /** raw: the flag's text, or true for a bare flag; null = no value; undefined or a throw = invalid. */
  parseValue: (raw: string | true) => V | null | undefined;
  prefetch?: (queryClient: QueryClient, value: V | null, acting: { targetAccountId: number | undefined }) => unknown;
}

export const defineOverlay = <V>(definition: OverlayDefinition<V>) => definition;
