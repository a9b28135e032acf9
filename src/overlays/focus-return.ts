/**
 * Where keyboard focus goes when a dialog closes. Overlays open from the query string and the
 * shell's confirmation is asked from code, so no dialog has a trigger of its own to return to:
 * `captureFocus()` remembers the control that had focus when a dialog opened, and
 * `returnFocus(snapshot)` puts focus back on it once the dialog is gone. When that control is
 * gone or disabled (the deleted row, a list disabled while a deletion is under way), focus goes
 * to its neighbour: the next control of its table or list, else the previous one, else the list
 * itself, else the heading of its section or page (made focusable with tabIndex=-1), never the
 * page's body.
 * It keeps watching for a while (the row may go only once the server answers), and stops as
 * soon as the person acts (a press, a key) or moves focus elsewhere, the page's body included.
 */

const TABBABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
const COLLECTION = 'table, [role="table"], [role="grid"], [role="list"], ul, ol';
const REGION = 'section, [role="region"], [role="dialog"], [role="alertdialog"], main';
const DIALOG = '[role="dialog"], [role="alertdialog"]';
const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** How long focus is looked after once the dialog has closed (the row goes when the server answers). */
export const FOCUS_WATCH_MS = 15_000;

export interface FocusSnapshot {
  /** The control that had focus when the dialog opened, if any. */
  readonly opener: HTMLElement | null;
  /** The dialog the opener is in (a confirmation asked from an overlay), or null for the page. */
  readonly scope: Element | null;
  /** The opener's table or list, and its section. */
  readonly collection: Element | null;
  readonly region: Element | null;
  /** The controls of the collection after the opener, and before it (nearest first). */
  readonly after: readonly HTMLElement[];
  readonly before: readonly HTMLElement[];
}

const isElement = (node: unknown): node is HTMLElement =>
  typeof HTMLElement !== 'undefined' && node instanceof HTMLElement;

/** Connected, enabled, not inert and (where the browser can tell) visible. */
function usable(el: Element | null | undefined): el is HTMLElement {
  if (!isElement(el) || !el.isConnected) return false;
  if (el.matches(':disabled') || el.closest('[inert]') || el.getAttribute('aria-disabled') === 'true') return false;
  return typeof el.checkVisibility === 'function' && el.getClientRects().length === 0 ? el.checkVisibility() : true;
}

function tabbablesOf(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll(TABBABLE)).filter(isElement);
}

/** The focused control now, remembered for `returnFocus`. Read-only: safe during render. */
export function captureFocus(doc: Document | undefined = globalThis.document): FocusSnapshot | null {
  if (!doc) return null;
  const active = doc.activeElement;
  const opener = isElement(active) && active !== doc.body ? active : null;
  if (!opener) return { opener: null, scope: null, collection: null, region: null, after: [], before: [] };
  const collection = opener.closest(COLLECTION);
  const region = opener.parentElement?.closest(REGION) ?? null;
  // Neighbours only in a table or list (the row that takes the deleted one's place); elsewhere the
  // section's heading says where the person is better than an unrelated control would.
  const others = collection ? tabbablesOf(collection).filter((el) => el !== opener) : [];
  const follows = (el: HTMLElement) => !!(opener.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  return {
    opener,
    scope: opener.closest(DIALOG),
    collection,
    region,
    after: others.filter(follows),
    before: others.filter((el) => !follows(el)).reverse(),
  };
}

/** A heading or container focused as a last resort: focusable by script, not in the Tab order,
 * and only until it loses focus again (a table that stayed focusable would take the focus of
 * every click inside it). */
function focusableFallback(el: Element | null | undefined): HTMLElement | null {
  if (!isElement(el) || !el.isConnected) return null;
  if (!el.hasAttribute('tabindex')) {
    el.tabIndex = -1;
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
  }
  return el;
}

/** The first heading of a container. */
const headingOf = (container: Element | null | undefined) =>
  container?.isConnected ? container.querySelector(HEADING) : null;

/**
 * Puts focus back where `snapshot` says, now and while the page settles (at most `watchMs`).
 * Returns a function that stops looking after it.
 */
export function returnFocus(
  snapshot: FocusSnapshot | null,
  { watchMs = FOCUS_WATCH_MS, doc = globalThis.document }: { watchMs?: number; doc?: Document } = {},
): () => void {
  if (!snapshot || !doc) return () => {};
  const { opener, scope, collection, region, after, before } = snapshot;
  let placed: HTMLElement | null = null;
  /** Whether `placed` is a stand-in (a list or heading) that a control should replace when one is back. */
  let standIn = false;
  let stopped = false;
  /** The dialog that held focus at the first look (still closing), once looked. */
  let closing: Element | null | undefined;

  const best = (): HTMLElement | null => {
    const known = [opener, ...after, ...before].find(usable);
    if (known) return known;
    const live = collection?.isConnected ? tabbablesOf(collection).find(usable) : undefined;
    return live ?? null;
  };
  const fallback = (): HTMLElement | null =>
    focusableFallback(collection?.isConnected ? collection : null) ??
    focusableFallback(headingOf(region)) ??
    focusableFallback(scope ? headingOf(scope) : (doc.querySelector('main h1') ?? doc.querySelector('h1'))) ??
    focusableFallback(scope ?? doc.querySelector('main'));

  const focus = (el: HTMLElement | null, isStandIn: boolean) => {
    if (!el) return;
    el.focus();
    if (doc.activeElement === el) {
      placed = el;
      standIn = isStandIn;
    }
  };

  const check = () => {
    if (stopped) return;
    // A confirmation asked from an overlay: once that overlay is gone, the overlay's own opener
    // is the one to return to (the overlay host does that).
    if (scope && !scope.isConnected) return stop();
    const active = doc.activeElement;
    const lost = !active || active === doc.body || !active.isConnected;
    if (lost) {
      // Focus left what was placed, which is still there: the person clicked the page (empty
      // space, plain text). Leave it: only a placed control that went is replaced.
      if (placed && usable(placed)) return stop();
      closing ??= null;
      const control = best();
      if (control) focus(control, false);
      else focus(fallback(), true);
      return;
    }
    if (active === placed) {
      if (standIn) {
        const control = best();
        if (control) focus(control, false);
      } else if (!usable(active)) {
        // The control we returned to went (or was disabled) with focus still on it.
        const control = best();
        if (control) focus(control, false);
        else focus(fallback(), true);
      }
      return;
    }
    // Focus inside the dialog that is still closing (its exit animation): wait for it to go. A
    // dialog that takes focus later is a new one: the person went on, so stop.
    const inDialog = active.closest(DIALOG);
    if (closing === undefined) closing = inDialog !== scope ? inDialog : null;
    if (inDialog && inDialog !== scope) {
      if (inDialog === closing) return;
      return stop();
    }
    if (active === opener) {
      placed = opener;
      standIn = false;
      return;
    }
    // The person (or the next screen) moved focus elsewhere: leave it there.
    stop();
  };

  const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => check());
  observer?.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'inert', 'aria-disabled', 'data-state'],
  });
  const first = setTimeout(check, 0);
  const end = setTimeout(() => stop(), watchMs);
  // The person acting (a press anywhere, a key) is the person going on: stop looking after focus.
  const onPerson = () => stop();
  doc.addEventListener('pointerdown', onPerson, true);
  doc.addEventListener('keydown', onPerson, true);

  function stop() {
    if (stopped) return;
    stopped = true;
    observer?.disconnect();
    clearTimeout(first);
    clearTimeout(end);
    doc.removeEventListener('pointerdown', onPerson, true);
    doc.removeEventListener('keydown', onPerson, true);
  }
  return stop;
}
