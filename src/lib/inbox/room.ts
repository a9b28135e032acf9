import { formatPhoneNumber, phoneDigits } from '../validate';

export interface RoomLike {
  readonly roomId: string;
  readonly name?: string;
  readonly username?: string;
  readonly unregisteredDisplayName?: string;
  readonly users?: readonly string[];
}

/** A username that is really a phone number (10 or 11 digits, optional punctuation). */
const looksLikePhone = (s: string): boolean => /^[+\d\s().-]+$/.test(s) && /^1?\d{10}$/.test(phoneDigits(s));

/** How a room is named in the list: its name, else the off-platform display name, else the
 * username or first member; phone numbers follow the display rule. */
export function roomTitle(room: RoomLike): string {
  const candidates = [room.name, room.unregisteredDisplayName, room.username, room.users?.[0]];
  for (const c of candidates) {
    const s = typeof c === 'string' ? c.trim() : '';
    if (s) return looksLikePhone(s) ? formatPhoneNumber(s) : s;
  }
  return room.roomId;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A short time for the room list: the time of day when it is today, the weekday within the last
 * week, else the date. Accepts epoch milliseconds or seconds (under 1e11 is taken as seconds).
 * Uses the given `now` and the runtime's local zone; an invalid time gives ''.
 */
export function shortTime(epoch: unknown, now: number): string {
  if (typeof epoch !== 'number' || !Number.isFinite(epoch) || epoch <= 0) return '';
  const ms = epoch < 1e11 ? epoch * 1000 : epoch;
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const today = new Date(now);
  const sameDay =
    d.getFullYear() === today.getFullYear() && d.getMonth() === today.getMonth() && d.getDate() === today.getDate();
  if (sameDay) return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const days = (now - ms) / 86_400_000;
  if (days >= 0 && days < 7) return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getDay()]!;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The room of a message list, keyed by what `active` holds in the query: the roomId. */
export function findRoom<T extends { roomId: string }>(rooms: readonly T[], roomId: string | undefined): T | undefined {
  return roomId === undefined ? undefined : rooms.find((r) => r.roomId === roomId);
}

/** A duration in seconds as m:ss (or h:mm:ss). */
export function formatDuration(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = pad(s % 60);
  return h > 0 ? `${h}:${pad(m)}:${rest}` : `${m}:${rest}`;
}
