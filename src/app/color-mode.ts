import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from '@/lib/storage';

export type ColorMode = 'light' | 'dark';
const isMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

const listeners = new Set<() => void>();
const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

function apply(mode: ColorMode) {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.style.colorScheme = mode;
}

export function getColorMode(): ColorMode {
  return readJson(storage(), STORAGE_KEYS.theme, isMode) ?? 'light';
}

export function setColorMode(mode: ColorMode): void {
  writeJson(storage(), STORAGE_KEYS.theme, mode);
  apply(mode);
  listeners.forEach((l) => l());
}

/** Applies the stored theme once at start (index.html does it before paint too). */
export function initColorMode(): void {
  apply(getColorMode());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode() {
  const mode = useSyncExternalStore(subscribe, getColorMode, () => 'light' as ColorMode);
  return { mode, toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark'), set: setColorMode };
}
