// Types of assets.js (plain JavaScript so that Node and the browser run it as is).
export const EXAMPLE_IMAGE_HOST: string;
export function placeholderImage(url: string): string;
export function offlineImages<T>(value: T): T;
