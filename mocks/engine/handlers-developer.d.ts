// Types of handlers-developer.js (plain JavaScript so that Node runs it as is).
import type { Handlers } from './engine.js';

export const developerHandlers: Handlers;
export function maskToken(token: string): string;
export const ZENDESK_AUTH: Record<string, unknown>;
