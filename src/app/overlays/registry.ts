import type { AnyOverlayDefinition, OverlayRegistry } from '@/overlays';
import type { OverlayName } from '@/lib/search';
import { adminOverlays } from '@/features/admin/overlays';
import { agentOverlays } from '@/features/agent/overlays';
import { callOverlays } from '@/features/calls/overlays';
import { contactOverlays } from '@/features/contacts/overlays';
import { dashboardOverlays } from '@/features/dashboard/overlays';
import { inboxOverlays } from '@/features/inbox/overlays';
import { logsOverlays } from '@/features/logs/overlays';
import { onboardingOverlays } from '@/features/onboarding/overlays';
import { permissionOverlays } from '@/features/permissions/overlays';
import { billingOverlays } from '@/features/billing/overlays';
import { calendarOverlays } from '@/features/calendar/overlays';
import { paletteOverlays } from '@/features/command-palette/overlays';
import { developerOverlays } from '@/features/developer/overlays';
import { helpOverlays } from '@/features/help/overlays';
import { hierarchyOverlays } from '@/features/hierarchy/overlays';
import { integrationOverlays } from '@/features/integrations/overlays';
import { knowledgeOverlays } from '@/features/knowledge/overlays';
import { numberOverlays } from '@/features/numbers/overlays';
import { profileOverlays } from '@/features/profile/overlays';
import { settingsOverlays } from '@/features/settings/overlays';
import { taskOverlays } from '@/features/tasks/overlays';
import { teamOverlays } from '@/features/team/overlays';
import { walletOverlays } from '@/features/wallet/overlays';

/** Every feature's overlay manifest. A new area adds its manifest here, once. */
export const OVERLAY_MANIFESTS: readonly (readonly AnyOverlayDefinition[])[] = [
  adminOverlays,
  agentOverlays,
  callOverlays,
  contactOverlays,
  dashboardOverlays,
  inboxOverlays,
  logsOverlays,
  onboardingOverlays,
  permissionOverlays,
  billingOverlays,
  walletOverlays,
  hierarchyOverlays,
  paletteOverlays,
  teamOverlays,
  settingsOverlays,
  profileOverlays,
  helpOverlays,
  numberOverlays,
  calendarOverlays,
  taskOverlays,
  knowledgeOverlays,
  developerOverlays,
  integrationOverlays,
];

/** Merges manifests into one registry; two features claiming one name is a programming error. */
export function buildOverlayRegistry(manifests: readonly (readonly AnyOverlayDefinition[])[]): OverlayRegistry {
  const registry = new Map<OverlayName, AnyOverlayDefinition>();
  for (const manifest of manifests) {
    for (const definition of manifest) {
      if (registry.has(definition.name)) throw new Error(`Overlay "${definition.name}" is defined twice.`);
      registry.set(definition.name, definition);
    }
  }
  return registry;
}

export const overlayRegistry: OverlayRegistry = buildOverlayRegistry(OVERLAY_MANIFESTS);
