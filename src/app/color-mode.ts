import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, storedStore } from '@/lib/storage';

export type ColorMode = 'light' | 'dark';
const isMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';
const isChoice = (v: unknown): v is ColorMode | null => v === null || isMode(v);

/** The user's choice (null: none yet, follow the operating system). */
const choice = storedStore<ColorMode | null>(STORAGE_KEYS.theme, isChoice, null);

function apply(mode: ColorMode) {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.style.colorScheme = mode;
}

const systemQuery = () =>
  typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia('(prefers-color-scheme: dark)');

/** The chosen theme, else the operating system's (until the user chooses). */
export function getColorMode(): ColorMode {
  return readJson(STORAGE_KEYS.theme, isMode) ?? choice.get() ?? (systemQuery()?.matches ? 'dark' : 'light');
}

export function setColorMode(mode: ColorMode): void {
  choice.set(mode);
  apply(mode);
}

/** Applies the stored theme once at start (index.html does it before paint too). */
export function initColorMode(): void {
  apply(getColorMode());
}

function subscribe(listener: () => void) {
  const unsubscribe = choice.subscribe(listener);
  // The system's preference changes the theme while the user has not chosen one.
  const query = systemQuery();
  const onSystem = () => {
    apply(getColorMode());
    listener();
  };
  query?.addEventListener?.('change', onSystem);
  return () => {
    unsubscribe();
    query?.removeEventListener?.('change', onSystem);
  };
}

export function useColorMode() {
  const mode = useSyncExternalStore(subscribe, getColorMode, () => 'light' as ColorMode);
  return { mode, toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark'), set: setColorMode };
}
