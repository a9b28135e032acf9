// Favorite agent accounts (spec 000 §3 settings.favorites, §9: at most 5 shown).
import { FAVORITES_LIMIT } from '../constants';

/** The stored favorites: whole ids, once each, in order. Anything else reads as none. */
export function favoritesOf(settings: unknown): number[] {
  const list = settings && typeof settings === 'object' ? (settings as { favorites?: unknown }).favorites : undefined;
  if (!Array.isArray(list)) return [];
  const seen = new Set<number>();
  for (const v of list) if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) seen.add(v);
  return [...seen];
}

export type FavoriteChange = { ok: true; favorites: number[] } | { ok: false; reason: string };

export const FAVORITES_FULL = `At most ${FAVORITES_LIMIT} agents can be pinned. Unpin one first.`;

/** Pins `id` (last) unless the list is full; pinning a pinned id changes nothing. */
export function addFavorite(current: readonly number[], id: number): FavoriteChange {
  if (current.includes(id)) return { ok: true, favorites: [...current] };
  if (current.length >= FAVORITES_LIMIT) return { ok: false, reason: FAVORITES_FULL };
  return { ok: true, favorites: [...current, id] };
}

export const removeFavorite = (current: readonly number[], id: number): number[] => current.filter((f) => f !== id);

/** The favorites the sidebar shows: the first five. */
export const shownFavorites = (favorites: readonly number[]): number[] => favorites.slice(0, FAVORITES_LIMIT);

/** Where a pinned agent's console is: under its organization when the account names one
 * (`org:3001,agent:4002`), else the agent alone. */
export function favoritePathOf(id: number, account: unknown): { type: 'org' | 'agent'; id: number }[] {
  const org =
    account && typeof account === 'object' ? (account as { organizationId?: unknown }).organizationId : undefined;
  return typeof org === 'number' && Number.isSafeInteger(org) && org > 0 && org !== id
    ? [
        { type: 'org', id: org },
        { type: 'agent', id },
      ]
    : [{ type: 'agent', id }];
}
