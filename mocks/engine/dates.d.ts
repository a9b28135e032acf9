// Types of dates.js (plain JavaScript so that Node and the browser run it as is).
export const EXAMPLES_NEWEST: number;
export function shiftDays(now: number): number;
export function shiftDates<T>(value: T, days: number, key?: string): T;
