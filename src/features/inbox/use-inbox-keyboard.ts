import { useEffect, useRef, type RefObject } from 'react';
import type { RoomListHandle } from './room-list';

/** Typing in a field, or working in a menu or dialog: the inbox's shortcuts stay out of the way. */
const busyTarget = (t: EventTarget | null) =>
  t instanceof Element &&
  !!t.closest(
    'input, textarea, select, [contenteditable="true"], [role="menu"], [role="dialog"], [role="alertdialog"]',
  );

interface InboxKeyboard {
  /** The room open now, if any. */
  active: string | undefined;
  closeRoom: (roomId: string) => void;
  listHandle: RefObject<RoomListHandle | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  clearSearch: () => void;
  toggleHelp: () => void;
}

/** The inbox's keyboard: j/k or arrows move between rooms, Enter opens (the focused row is a
 * button), Escape closes the room, / searches, ? lists the shortcuts. */
export function useInboxKeyboard(input: InboxKeyboard) {
  // One listener for the page's life, reading the latest room and callbacks.
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey) return;
      // An open dialog (an overlay, a confirmation, this help) has the keyboard; closed popovers
      // stay in the document hidden, so only shown ones count.
      const open = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
      if ([...open].some((d) => !d.hidden && d.dataset.state !== 'closed' && d.getClientRects().length > 0)) return;
      const { active, closeRoom, listHandle, searchRef, clearSearch, toggleHelp } = latest.current;
      const target = e.target;
      if (e.key === 'Escape') {
        if (target === searchRef.current) {
          clearSearch();
          searchRef.current?.blur();
          return;
        }
        if (target instanceof Element && target.closest('[role="menu"]')) return;
        if (active) {
          e.preventDefault();
          closeRoom(active);
        }
        return;
      }
      if (busyTarget(target)) return;
      const inList = target instanceof Element && !!target.closest('[data-testid="room-list"]');
      const onPage = target === document.body || target === document.documentElement || target === null;
      if (e.key === 'j' || (e.key === 'ArrowDown' && (inList || onPage))) {
        e.preventDefault();
        listHandle.current?.move(1);
      } else if (e.key === 'k' || (e.key === 'ArrowUp' && (inList || onPage))) {
        e.preventDefault();
        listHandle.current?.move(-1);
      } else if (e.key === '/') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === '?') {
        e.preventDefault();
        toggleHelp();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
