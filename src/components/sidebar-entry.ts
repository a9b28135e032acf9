// The look of a sidebar entry, shared by the navigation and the favorites under it (two features).

/** The look of one entry; `data-active` marks the current page or open overlay visibly. */
export const sidebarEntryStyle = (collapsed: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: collapsed ? '0' : '3',
    justifyContent: collapsed ? 'center' : 'flex-start',
    h: '9',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    textDecoration: 'none',
    position: 'relative',
    minW: '0',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '0' },
    '&[data-active]': {
      bg: 'colorPalette.subtle',
      color: 'colorPalette.fg',
      fontWeight: 'semibold',
      _before: {
        content: '""',
        position: 'absolute',
        insetStart: '0',
        top: '2',
        bottom: '2',
        w: '3px',
        rounded: 'full',
        bg: 'colorPalette.solid',
      },
    },
  }) as const;
