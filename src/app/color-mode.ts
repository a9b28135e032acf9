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

const systemQuery = () =>
  typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia('(prefers-color-scheme: dark)');

/** The chosen theme, else the operating system's (until the user chooses). */
export function getColorMode(): ColorMode {
  return readJson(storage(), STORAGE_KEYS.theme, isMode) ?? (systemQuery()?.matches ? 'dark' : 'light');
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
  // The system's preference changes the theme while the user has not chosen one.
  const query = systemQuery();
  const onSystem = () => {
    apply(getColorMode());
    listener();
  };
  query?.addEventListener?.('change', onSystem);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener?.('change', onSystem);
  };
}

export function useColorMode() {
  const mode = useSyncExternalStore(subscribe, getColorMode, () => 'light' as ColorMode);
  return { mode, toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark'), set: setColorMode };
}
