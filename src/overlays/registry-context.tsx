import { createContext, useContext, type ReactNode } from 'react';
import type { OverlayName } from '@/lib/search';
import type { AnyOverlayDefinition } from './define-overlay';

export type OverlayRegistry = ReadonlyMap<OverlayName, AnyOverlayDefinition>;

const RegistryContext = createContext<OverlayRegistry>(new Map());

/** The app provides the merged manifests of its features; shared code reads them here. */
export function OverlayRegistryProvider({ registry, children }: { registry: OverlayRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export const useOverlayRegistry = (): OverlayRegistry => useContext(RegistryContext);
