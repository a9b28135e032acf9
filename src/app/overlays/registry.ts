import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OverlayName } from '@/lib/search';

export interface OverlayProps {
  name: OverlayName;
  /** The value of the overlay's flag in the query (`?call=14155550187` gives '14155550187'). */
  value: unknown;
  close: () => void;
}

type Loader = () => Promise<{ default: ComponentType<OverlayProps> }>;

/**
 * The screen of each overlay, loaded lazily. Areas register theirs here as they land; every
 * other overlay shows the "not available yet" panel (tests list which are still waiting).
 */
export const OVERLAY_LOADERS: Partial<Record<OverlayName, Loader>> = {
  orgAdmin: () => import('@/features/admin/super-admin-actions'),
  contacts: () => import('@/features/contacts/contacts-overlay'),
  createContact: () => import('@/features/contacts/create-contact-overlay'),
  editContact: () => import('@/features/contacts/edit-contact-overlay'),
  deleteContact: () => import('@/features/contacts/delete-contact-overlay'),
  previewContact: () => import('@/features/contacts/preview-contact-overlay'),
  call: () => import('@/features/calls/call-overlay'),
  calling: () => import('@/features/calls/calling-overlay'),
  callTranscript: () => import('@/features/inbox/call-transcript-overlay'),
  viewAs: () => import('@/features/permissions/view-as-overlay'),
  // Until the architecture's registry merge lands (then: dashboardOverlays from features/dashboard/overlays.ts).
  editMetric: () => import('@/features/dashboard/edit-metric-overlay'),
  editDashboard: () => import('@/features/dashboard/edit-dashboard-overlay'),
};

const notAvailable: Loader = () => import('./not-available');
const cache = new Map<OverlayName, LazyExoticComponent<ComponentType<OverlayProps>>>();

export const hasOverlayScreen = (name: OverlayName): boolean =>
  Object.prototype.hasOwnProperty.call(OVERLAY_LOADERS, name);

export function overlayComponent(name: OverlayName): LazyExoticComponent<ComponentType<OverlayProps>> {
  let component = cache.get(name);
  if (!component) {
    component = lazy(hasOverlayScreen(name) ? OVERLAY_LOADERS[name]! : notAvailable);
    cache.set(name, component);
  }
  return component;
}
