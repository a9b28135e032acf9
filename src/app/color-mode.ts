import { STORAGE_KEYS, storedStore } from '@/lib/storage';
import { useStore } from '@/hooks/use-store';

export type ColorMode = 'light' | 'dark';
const isMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

const colorMode = storedStore<ColorMode>(STORAGE_KEYS.theme, isMode, 'light');

function apply(mode: ColorMode) {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.style.colorScheme = mode;
}

export const getColorMode = (): ColorMode => colorMode.get();

export function setColorMode(mode: ColorMode): void {
  colorMode.set(mode);
  apply(mode);
}

/** Applies the stored theme once at start (index.html does it before paint too). */
export function initColorMode(): void {
  apply(getColorMode());
}

export function useColorMode() {
  const mode = useStore(colorMode);
  return { mode, toggle: () => setColorMode(mode === 'dark' ? 'light' : 'dark'), set: setColorMode };
}
