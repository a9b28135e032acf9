// The agent editor's names as a person reads them (issue 28 §2 and §3): an autosaved version as
// "Autosave, <date and time>", an app by its catalogue name and its version as "version 1.2.0",
// and the rules of the "Add app" form (an app of the catalogue, a version in the catalogue's form).
import type { App } from '@/api/generated/model';
import { formatDate } from '../logs/cells';
import { appDisplayName } from '../template';

/** Titles the product gives the versions it stores itself: `Auto-<epoch milliseconds>`. */
const AUTO_TITLE = /^Auto-(\d+)$/;

/** Whether a title is one the product gave (`Auto-<digits>` exactly); "Auto-reply on weekends" is a person's. */
export const isAutoTitle = (title: string): boolean => AUTO_TITLE.test(title.trim());

/**
 * A version's title as shown: a person's title unchanged (one starting "Auto-" too); an automatic
 * one (`Auto-1763612345678`) as "Autosave, <date and time>" (the time from the title, else when the
 * version was stored; "Autosave" alone when neither is a time).
 */
export function versionDisplayTitle(version: { title: string; storedAt?: Date | null }): string {
  const match = AUTO_TITLE.exec(version.title.trim());
  if (!match) return version.title;
  const fromTitle = Number(match[1]);
  const ms =
    Number.isSafeInteger(fromTitle) && fromTitle > 0 && fromTitle < 8.64e15
      ? fromTitle
      : version.storedAt && !Number.isNaN(version.storedAt.getTime())
        ? version.storedAt.getTime()
        : Number.NaN;
  // As ISO text: the formatter reads small numbers as seconds.
  return Number.isNaN(ms) ? 'Autosave' : `Autosave, ${formatDate(new Date(ms).toISOString())}`;
}

/** What the rename box starts with: a person's stored title as written, nothing for an automatic
 * one (never the display text, which an unchanged save would store as the title). */
export const versionTitleToEdit = (version: { title: string }): string =>
  isAutoTitle(version.title) ? '' : version.title;

/** An app's version as shown: "version 1.2.0" (a leading "v" of the id's form is dropped). */
export const appVersionLabel = (version: string): string => `version ${version.trim().replace(/^v(?=\d)/i, '')}`;

/** appId → the catalogue's name of the app (the first named entry of any version). */
export function appNamesOf(apps: readonly Pick<App, 'appId' | 'name'>[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const app of apps) {
    const name = app.name?.trim();
    if (name && !names.has(app.appId)) names.set(app.appId, name);
  }
  return names;
}

/** An app's name: the catalogue's, else its id made readable ("google-calendar" → "Google Calendar"). */
export const appName = (appId: string, names: ReadonlyMap<string, string>): string =>
  names.get(appId) ?? appDisplayName(appId);

/** A choice of the "Add app" form: one per app of the catalogue, with its versions newest first. */
export interface AppChoice {
  appId: string;
  name: string;
  /** The catalogue's versions of the app, newest first. */
  versions: string[];
  /** The version offered first: the installed one, else the newest. */
  suggested: string;
}

const versionParts = (v: string) =>
  v
    .replace(/^v/i, '')
    .split(/[.-]/)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));

function newerFirst(a: string, b: string): number {
  const x = versionParts(a);
  const y = versionParts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const p = x[i] ?? 0;
    const q = y[i] ?? 0;
    if (p === q) continue;
    if (typeof p === 'number' && typeof q === 'number') return q - p;
    return String(q).localeCompare(String(p));
  }
  return 0;
}

/** The apps the agent may add (the catalogue's, minus those it has), by name. */
export function appChoices(
  apps: readonly Pick<App, 'appId' | 'appVersion' | 'name' | 'installed'>[],
  onAgent: readonly { appId: string }[],
): AppChoice[] {
  const used = new Set(onAgent.map((a) => a.appId));
  const byId = new Map<string, Pick<App, 'appId' | 'appVersion' | 'name' | 'installed'>[]>();
  for (const app of apps) {
    if (!app || typeof app.appId !== 'string' || !app.appId || used.has(app.appId)) continue;
    if (typeof app.appVersion !== 'string' || !app.appVersion) continue;
    byId.set(app.appId, [...(byId.get(app.appId) ?? []), app]);
  }
  const names = appNamesOf(apps.filter(Boolean));
  return [...byId.entries()]
    .map(([appId, list]) => {
      const versions = [...new Set(list.map((a) => a.appVersion))].sort(newerFirst);
      const installed = list
        .filter((a) => a.installed)
        .map((a) => a.appVersion)
        .sort(newerFirst)[0];
      return { appId, name: appName(appId, names), versions, suggested: installed ?? versions[0]! };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A version in the form the API gives apps: `1.2.0`, `1.2`, `v1`, optionally `-beta.1`. */
const VERSION_FORM = /^v?\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.-]+)?$/;

export const ADD_APP_MESSAGES = {
  chooseApp: 'Choose an app.',
  versionForm: 'Enter a version such as 1.2.0.',
  unknownVersion: 'This app has no such version.',
} as const;

/** The "Add app" form's field errors; none when the app can be added. */
export function addAppProblems(
  input: { appId: string; version: string },
  choices: readonly AppChoice[],
): { appId?: string; version?: string } {
  const choice = choices.find((c) => c.appId === input.appId);
  if (!choice) return { appId: ADD_APP_MESSAGES.chooseApp };
  const version = input.version.trim();
  // A version the catalogue lists is the app's, whatever its form (`2024.1.15.3`).
  if (choice.versions.includes(version)) return {};
  return { version: VERSION_FORM.test(version) ? ADD_APP_MESSAGES.unknownVersion : ADD_APP_MESSAGES.versionForm };
}
