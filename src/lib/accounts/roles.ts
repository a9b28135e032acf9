// Who may do what in the hierarchy (spec 000 §6, spec 001 §6): the actions the lists and the
// info overlays offer, from the viewer's level (view-as), super-admin status and permission flags.
import type { Permissions, ViewAsLevel } from '../permissions';
import type { AccountPathType } from '../search/account-path';

export interface HierarchyViewer {
  /** The level the user views as (already checked against what the user holds). */
  level: ViewAsLevel;
  /** The signed-in account is the super administrator (its own account, not the view). */
  superAdmin: boolean;
  permissions: Permissions;
}

export interface HierarchyActions {
  /** Create a reseller under a partner (createResellerAccount). */
  createReseller: boolean;
  /** Create an organization under a reseller (createOrgAccount). */
  createOrg: boolean;
  /** Create an agent account in an organization (createAgentAccount, canAddAgents). */
  createAgent: boolean;
  /** Delete an organization (deleteOrganization, canDeleteOrg). */
  deleteOrg: boolean;
  /** Enable an account or disable an organization (super admin actions). */
  enableDisable: boolean;
  /** Act as another account with its token, the own one kept as adminToken (super admin). */
  takeover: boolean;
  /** Open an agent's console from its organization (canTakeoverAgent). */
  takeoverAgent: boolean;
  /** Pin agents to the sidebar. */
  favorites: boolean;
}

const RANK: Readonly<Record<ViewAsLevel, number>> = { superAdmin: 4, partner: 3, reseller: 2, owner: 1, admin: 0 };
const atLeast = (viewer: HierarchyViewer, level: ViewAsLevel) => RANK[viewer.level] >= RANK[level];

/** The actions on the list or account of type `acting` (the partner's resellers, …). */
export function hierarchyActions(viewer: HierarchyViewer, acting: AccountPathType): HierarchyActions {
  const p = viewer.permissions;
  return {
    createReseller: acting === 'partner' && atLeast(viewer, 'partner'),
    createOrg: acting === 'reseller' && atLeast(viewer, 'reseller'),
    createAgent: acting === 'org' && p.canAddAgents,
    deleteOrg: (acting === 'reseller' || acting === 'org') && p.canDeleteOrg,
    enableDisable: viewer.superAdmin,
    takeover: viewer.superAdmin,
    takeoverAgent: (acting === 'org' || acting === 'agent') && (viewer.superAdmin || p.canTakeoverAgent),
    favorites: acting === 'org',
  };
}
