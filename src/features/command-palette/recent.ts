import { createStore } from '@/lib/store';
import { pushRecent, type PaletteItem } from '@/lib/accounts';

/** What the palette opened lately, newest first (this tab). */
export const recentStore = createStore<PaletteItem[]>([]);
export const rememberRecent = (item: PaletteItem) => recentStore.set((r) => pushRecent(r, item));
