// The app catalogue (spec 000 §3 App, 001 "Apps and integrations"): each app's state, the
// integration id an agent uses, and the integrations overlay's value.
import type { App } from '@/api/generated/model';

export type AppState = 'installed' | 'updateAvailable' | 'available';

/** Compares versions part by part (`1.10.0` > `1.9.2`; a leading `v` is ignored; text parts compare as text). */
export function compareVersions(a: string, b: string): number {
  const parts = (s: string) => s.replace(/^v/i, '').split(/[.-]/);
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    // A release is newer than its pre-release (`2.0.0` > `2.0.0-beta`).
    if (x[i] === undefined && !/^\d+$/.test(y[i]!)) return 1;
    if (y[i] === undefined && !/^\d+$/.test(x[i]!)) return -1;
    const p = x[i] ?? '0';
    const q = y[i] ?? '0';
    const np = /^\d+$/.test(p) ? Number(p) : NaN;
    const nq = /^\d+$/.test(q) ? Number(q) : NaN;
    const c = !Number.isNaN(np) && !Number.isNaN(nq) ? np - nq : p.localeCompare(q);
    if (c !== 0) return Math.sign(c);
  }
  return 0;
}

export interface CatalogueEntry {
  /** The version shown: the installed one, else the newest. */
  app: App;
  state: AppState;
  /** The newest version, when it differs from the installed one. */
  latest: App | null;
}

/**
 * One card per appId: the installed version (with "update available" when a newer version is
 * listed), else the newest version. Ordered installed first, then by name.
 */
export function catalogueOf(apps: readonly App[]): CatalogueEntry[] {
  const byId = new Map<string, App[]>();
  for (const app of apps) byId.set(app.appId, [...(byId.get(app.appId) ?? []), app]);
  const entries: CatalogueEntry[] = [];
  for (const versions of byId.values()) {
    const sorted = [...versions].sort((a, b) => compareVersions(b.appVersion, a.appVersion));
    const newest = sorted[0]!;
    const installed = sorted.find((a) => a.installed);
    if (!installed) entries.push({ app: newest, state: 'available', latest: null });
    else if (compareVersions(newest.appVersion, installed.appVersion) > 0)
      entries.push({ app: installed, state: 'updateAvailable', latest: newest });
    else entries.push({ app: installed, state: 'installed', latest: null });
  }
  const rank: Record<AppState, number> = { updateAvailable: 0, installed: 1, available: 2 };
  return entries.sort((a, b) => rank[a.state] - rank[b.state] || nameOf(a.app).localeCompare(nameOf(b.app)));
}

export const nameOf = (app: Pick<App, 'name' | 'appId'>): string => app.name?.trim() || app.appId;

/** The id an agent's campaign gives an app (spec 000 §3): `vader:{appId}:{version}`. */
export const integrationIdOf = (app: Pick<App, 'appId' | 'appVersion'>): string =>
  `vader:${app.appId}:${app.appVersion}`;

/** The integrations overlay's value: `?integrations` (the catalogue) or `?integrations=<appId>@<version>`. */
export interface AppRef {
  appId: string;
  appVersion: string;
}

const PART = /^[A-Za-z0-9_.-]{1,100}$/;

export function parseAppRef(raw: string | true): AppRef | null {
  if (raw === true) return null;
  const at = raw.lastIndexOf('@');
  if (at <= 0) return null;
  const appId = raw.slice(0, at);
  const appVersion = raw.slice(at + 1);
  return PART.test(appId) && PART.test(appVersion) && appVersion.length <= 40 ? { appId, appVersion } : null;
}

export const formatAppRef = (ref: AppRef): string => `${ref.appId}@${ref.appVersion}`;

/** An app installed on the account, as the agent editor offers it (its id, installed version and name). */
export interface InstalledApp {
  appId: string;
  version: string;
  name: string;
}

/**
 * The installed apps the agent does not use yet (spec 000 §3: an agent's apps are appId and
 * version), one per appId at its installed version (the newest installed if several), by name.
 */
export function installedAppsToOffer(apps: readonly App[], onAgent: readonly { appId: string }[]): InstalledApp[] {
  const used = new Set(onAgent.map((a) => a.appId));
  const best = new Map<string, App>();
  for (const app of apps) {
    if (!app.installed || used.has(app.appId)) continue;
    const seen = best.get(app.appId);
    if (!seen || compareVersions(app.appVersion, seen.appVersion) > 0) best.set(app.appId, app);
  }
  return [...best.values()]
    .map((app) => ({ appId: app.appId, version: app.appVersion, name: nameOf(app) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
