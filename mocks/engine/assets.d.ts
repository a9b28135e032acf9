// Types of assets.js (plain JavaScript so that Node and the browser run it as is).
export const EXAMPLE_IMAGE_HOST: string;
export const ASSET_PATH: string;
export function placeholderSvg(path: string): string;
export function placeholderImage(url: string): string;
export function assetResponse(
  rawPath: string,
): { status: number; headers: Record<string, string>; body: string } | undefined;
export function offlineImages<T>(value: T, assetBase?: string): T;
