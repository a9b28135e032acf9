// @vitest-environment jsdom
// Where keyboard focus goes when a dialog closes (issue 28): the overlay host and the delete
// confirmation remember the focused control with `captureFocus` and give focus back with
// `returnFocus`, to the control or, when it has gone, to its neighbour; never to the page's body.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureFocus, returnFocus, FOCUS_WATCH_MS } from '@/overlays';

const html = String.raw;

/** A page with a heading, a section with a table of three rows (Edit and Delete each) and a dialog. */
const PAGE = html`
  <main>
    <h1>Tasks</h1>
    <button id="new">New task</button>
    <section aria-label="List">
      <h2 id="list-heading">The list</h2>
      <table id="table">
        <tbody>
          <tr id="r1">
            <td><button id="e1">Edit 1</button><button id="d1">Delete 1</button></td>
          </tr>
          <tr id="r2">
            <td><button id="e2">Edit 2</button><button id="d2">Delete 2</button></td>
          </tr>
          <tr id="r3">
            <td><button id="e3">Edit 3</button><button id="d3">Delete 3</button></td>
          </tr>
        </tbody>
      </table>
    </section>
    <button id="empty-action">Choose a number</button>
  </main>
`;

const byId = (id: string) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no #${id}`);
  return el;
};
const activeId = () => (document.activeElement === document.body ? 'body' : document.activeElement?.id);

/** Lets the first look (a timeout) and the mutation observer (a microtask) run. */
async function settle() {
  await vi.advanceTimersByTimeAsync(1);
  await Promise.resolve();
}

/** A dialog takes focus, as the overlay's and the confirmation's do, and goes away. */
function openAndCloseDialog(change?: () => void) {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  const inside = document.createElement('button');
  inside.id = 'inside';
  dialog.append(inside);
  document.body.append(dialog);
  inside.focus();
  change?.();
  dialog.remove();
}

let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('returnFocus after a dialog closes', () => {
  const cases: {
    name: string;
    opener: string | null;
    /** What happens while the dialog is open (the deletion's first step, the row going). */
    change?: () => void;
    expected: string;
  }[] = [
    { name: 'the opener is still there: back to it', opener: 'd2', expected: 'd2' },
    {
      name: 'the row went: the next row’s first control',
      opener: 'd2',
      change: () => byId('r2').remove(),
      expected: 'e3',
    },
    {
      name: 'the last row went: the nearest control before it (the row above’s Delete)',
      opener: 'd3',
      change: () => byId('r3').remove(),
      expected: 'd2',
    },
    {
      name: 'the opener is disabled (the row marked deleted): the next control',
      opener: 'd1',
      change: () => byId('d1').setAttribute('disabled', ''),
      expected: 'e2',
    },
    {
      name: 'the table went (the last row): the section’s heading',
      opener: 'd1',
      change: () => byId('table').remove(),
      expected: 'list-heading',
    },
    {
      name: 'a control outside a list went: the page’s heading, not an unrelated control',
      opener: 'empty-action',
      change: () => byId('empty-action').remove(),
      expected: 'page-heading',
    },
    { name: 'opened from the URL (nothing focused): the page’s heading', opener: null, expected: 'page-heading' },
  ];

  it.each(cases)('$name', async ({ opener, change, expected }) => {
    document.querySelector('h1')!.id = 'page-heading';
    if (opener) byId(opener).focus();
    const snapshot = captureFocus();
    openAndCloseDialog(change);
    expect(activeId()).toBe('body');
    stop = returnFocus(snapshot);
    await settle();
    expect(activeId()).toBe(expected);
  });

  it('makes a heading it falls back to focusable from script only (tabIndex -1)', async () => {
    byId('d1').focus();
    const snapshot = captureFocus();
    openAndCloseDialog(() => byId('table').remove());
    stop = returnFocus(snapshot);
    await settle();
    expect(byId('list-heading').getAttribute('tabindex')).toBe('-1');
  });

  it('keeps looking after focus while the row goes later (the server answers after the dialog closed)', async () => {
    byId('d2').focus();
    const snapshot = captureFocus();
    openAndCloseDialog();
    stop = returnFocus(snapshot);
    await settle();
    expect(activeId()).toBe('d2');
    // Marked deleted (disabled): the browser drops focus to the body; then the row goes.
    byId('d2').setAttribute('disabled', '');
    byId('d2').blur();
    await settle();
    expect(activeId()).toBe('e3');
    byId('r2').remove();
    await settle();
    expect(activeId()).toBe('e3');
  });

  it('holds focus on the list while every row is disabled, then moves to the row that is left', async () => {
    byId('d1').focus();
    const snapshot = captureFocus();
    openAndCloseDialog();
    stop = returnFocus(snapshot);
    await settle();
    for (const button of document.querySelectorAll('#table button')) button.setAttribute('disabled', '');
    byId('d1').blur();
    await settle();
    expect(activeId()).toBe('table');
    byId('r1').remove();
    for (const button of document.querySelectorAll('#table button')) button.removeAttribute('disabled');
    await settle();
    expect(activeId()).toBe('e2');
  });

  it('leaves focus on the page when the person clicks away from what it placed (review: it took focus back)', async () => {
    byId('d2').focus();
    const snapshot = captureFocus();
    openAndCloseDialog();
    stop = returnFocus(snapshot);
    await settle();
    expect(activeId()).toBe('d2');
    // A click on plain text moves focus to the body; an unrelated change follows (a toast).
    byId('d2').blur();
    document.body.append(Object.assign(document.createElement('div'), { role: 'status' }));
    await settle();
    expect(activeId()).toBe('body');
  });

  it('stops at the person’s first press or key, even before the row goes', async () => {
    byId('d2').focus();
    const snapshot = captureFocus();
    openAndCloseDialog();
    stop = returnFocus(snapshot);
    await settle();
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    byId('d2').setAttribute('disabled', '');
    byId('d2').blur();
    byId('r2').remove();
    await settle();
    expect(activeId()).toBe('body');
  });

  it('a heading focused as a last resort leaves the Tab order and script focus once left', async () => {
    byId('d1').focus();
    const snapshot = captureFocus();
    openAndCloseDialog(() => byId('table').remove());
    stop = returnFocus(snapshot);
    await settle();
    expect(activeId()).toBe('list-heading');
    byId('new').focus();
    expect(byId('list-heading').hasAttribute('tabindex')).toBe(false);
  });

  it('leaves focus where the person moved it', async () => {
    byId('d2').focus();
    const snapshot = captureFocus();
    openAndCloseDialog();
    stop = returnFocus(snapshot);
    await settle();
    byId('new').focus();
    byId('r2').remove();
    await settle();
    expect(activeId()).toBe('new');
  });

  it('waits while the closing dialog keeps focus, and stops once another dialog takes it', async () => {
    byId('d2').focus();
    const snapshot = captureFocus();
    const closing = document.createElement('div');
    closing.setAttribute('role', 'alertdialog');
    closing.innerHTML = '<button id="in-closing">Keep</button>';
    document.body.append(closing);
    byId('in-closing').focus();
    stop = returnFocus(snapshot);
    await settle();
    expect(activeId()).toBe('in-closing');
    closing.remove(); // its exit animation ended
    await settle();
    expect(activeId()).toBe('d2');

    // The person opens another dialog; a row going meanwhile does not pull focus out of it.
    const next = document.createElement('div');
    next.setAttribute('role', 'dialog');
    next.innerHTML = '<button id="in-next">Field</button><button id="in-next-2">Other</button>';
    document.body.append(next);
    byId('in-next').focus();
    await settle();
    byId('in-next').remove();
    byId('r2').remove();
    await settle();
    expect(activeId()).toBe('body');
  });

  it('stops looking after a while', async () => {
    byId('d2').focus();
    const snapshot = captureFocus();
    openAndCloseDialog();
    stop = returnFocus(snapshot);
    await settle();
    await vi.advanceTimersByTimeAsync(FOCUS_WATCH_MS);
    byId('d2').blur();
    byId('r2').remove();
    await settle();
    expect(activeId()).toBe('body');
  });

  it('a confirmation asked from a dialog that has closed since leaves focus to that dialog’s opener', async () => {
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.innerHTML = '<h2>Edit task</h2><button id="delete-in-overlay">Delete task</button>';
    document.body.append(overlay);
    byId('delete-in-overlay').focus();
    const snapshot = captureFocus();
    openAndCloseDialog();
    overlay.remove();
    byId('e1').focus(); // the overlay host gave focus back to its own opener
    stop = returnFocus(snapshot);
    await settle();
    byId('e1').blur();
    await settle();
    expect(activeId()).toBe('body');
  });

  it('does nothing without a snapshot', async () => {
    stop = returnFocus(null);
    await settle();
    expect(activeId()).toBe('body');
  });
});
