import { Badge, Button, HStack, chakra } from '@chakra-ui/react';
import type { InboxTab } from '@/lib/inbox';

const TABS: { id: InboxTab; label: string }[] = [
  { id: 'priority', label: 'Priority' },
  { id: 'agent', label: 'Junk' },
];

interface InboxTabsProps {
  tab: InboxTab;
  /** Unread rooms among those loaded in a tab (undefined: not known). */
  unreadIn: (tab: InboxTab) => number | undefined;
  onSwitch: (tab: InboxTab) => void;
}

/** Priority and Junk, with their unread counts: WAI-ARIA tabs with roving focus. */
export function InboxTabs({ tab, unreadIn, onSwitch }: InboxTabsProps) {
  return (
    <HStack role="tablist" aria-label="Inbox" gap="1">
      {TABS.map((t) => {
        const count = unreadIn(t.id);
        return (
          <Button
            key={t.id}
            role="tab"
            id={`inbox-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="inbox-rooms"
            // The name stays the tab's own; the unread count is its description.
            aria-label={t.label}
            aria-describedby={count ? `inbox-tab-${t.id}-unread` : undefined}
            // Roving focus (WAI-ARIA tabs): one tab stop, arrows move between the tabs.
            tabIndex={tab === t.id ? 0 : -1}
            onKeyDown={(e) => {
              if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
              e.preventDefault();
              const at = TABS.findIndex((x) => x.id === t.id);
              const to =
                e.key === 'Home'
                  ? 0
                  : e.key === 'End'
                    ? TABS.length - 1
                    : (at + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
              const next = TABS[to]!;
              document.getElementById(`inbox-tab-${next.id}`)?.focus();
              onSwitch(next.id);
            }}
            variant={tab === t.id ? 'subtle' : 'ghost'}
            size="sm"
            onClick={() => onSwitch(t.id)}
          >
            {t.label}
            {count ? (
              <Badge size="sm" colorPalette="blue" variant="solid" rounded="full" aria-hidden="true">
                {count}
              </Badge>
            ) : null}
            {count ? (
              <chakra.span id={`inbox-tab-${t.id}-unread`} srOnly>
                {count} unread
              </chakra.span>
            ) : null}
          </Button>
        );
      })}
    </HStack>
  );
}
