// What the open editor shares with its overlays (compareChanges, saveConflict, debug, testAgent):
// overlays render in the app's overlay host, outside the page, so the page publishes here.
import { useSyncExternalStore } from 'react';
import type { Campaign } from '@/lib/campaign';

export interface EditorSnapshot {
  /** What the editor holds (the unpublished configuration, saved or about to be). */
  draft: Campaign;
  /** The live configuration, when loaded. */
  live: Campaign | null;
  /** The staged configuration another tab or user saved, while the user has not chosen. */
  conflict: Campaign | null;
  /** An edit to the draft, saved like the page's own edits. */
  update: (patch: Partial<Campaign> | ((c: Campaign) => Campaign)) => void;
  keepMine: () => void;
  loadTheirs: () => void;
}

let snapshot: EditorSnapshot | null = null;
const listeners = new Set<() => void>();

export function publishEditor(next: EditorSnapshot | null) {
  snapshot = next;
  listeners.forEach((l) => l());
}

export function useEditorSnapshot(): EditorSnapshot | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
    () => null,
  );
}
