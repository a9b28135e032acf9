// Which account sections the viewer is shown (spec 000 §6): the navigation's rule for its
// entries, the command palette's for its pages, and any page's that links to a section (the
// home's “Plan and billing”).
import type { OverlayName } from '../search/overlays';
import type { PermissionFlag, Permissions } from './flags';

/** What showing an entry asks: its permission flag on, and its overlay (the spec's overlay of the
 * same screen) in the account's allowed overlays (settings.allowedOverlays) when it has that list. */
export interface Gate {
  readonly flag?: PermissionFlag;
  readonly overlay?: OverlayName;
}

/** The sections behind a flag or an overlay; the others are shown whatever the flags and list. */
export const SECTION_GATES = {
  calendar: { overlay: 'schedule' },
  integrations: { overlay: 'integrations' },
  numbers: { flag: 'canSelectNumber', overlay: 'selectNumber' },
  settings: { overlay: 'settings' },
  team: { flag: 'canManageUsers', overlay: 'members' },
  billing: { flag: 'canViewBilling', overlay: 'billing' },
  wallet: { overlay: 'wallet' },
  // Spec 000 §6: canViewTasks follows the partner's allowTasks; no overlay is the section's screen.
  tasks: { flag: 'canViewTasks' },
} as const satisfies Readonly<Record<string, Gate>>;
export type GatedSection = keyof typeof SECTION_GATES;

/** Whether a gate lets the viewer in (no gate: it asks nothing); `allowedOverlays` null or absent:
 * the account has no list, every overlay is allowed. */
export const gateOpen = (
  gate: Gate | undefined,
  permissions: Permissions,
  allowedOverlays?: readonly OverlayName[] | null,
) =>
  !gate ||
  ((!gate.flag || permissions[gate.flag]) &&
    (!gate.overlay || !allowedOverlays || allowedOverlays.includes(gate.overlay)));

/** Whether the section is shown to the viewer (its entry in the navigation, links to it elsewhere). */
export const sectionShown = (
  permissions: Permissions,
  allowedOverlays: readonly OverlayName[] | null,
  section: GatedSection,
) => gateOpen(SECTION_GATES[section], permissions, allowedOverlays);
