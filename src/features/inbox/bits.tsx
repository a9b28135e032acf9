import type { ReactNode } from 'react';
import { Box, chakra, Switch } from '@chakra-ui/react';

/** Small pieces of the inbox: a key cap (styled here with tokens) and an on/off switch. */
export function Key({ children }: { children: ReactNode }) {
  return (
    <chakra.kbd
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="5"
      h="5"
      px="1"
      fontSize="xs"
      fontFamily="mono"
      borderWidth="1px"
      borderBottomWidth="2px"
      rounded="sm"
      bg="bg.subtle"
      color="fg.muted"
      lineHeight="1"
    >
      {children}
    </chakra.kbd>
  );
}

interface ToggleProps {
  label: string;
  /** A shorter visible label under the md breakpoint (the accessible name stays `label`). */
  shortLabel?: string;
  checked: boolean;
  disabled?: boolean;
  title?: string;
  onChange: (checked: boolean) => void;
}

/** An on/off switch (Chakra's Switch: a native checkbox with the switch role, so name, state and
 * keyboard come for free). Its name is always `label`; the visible text may be shorter on phones. */
export function Toggle({ label, shortLabel, checked, disabled = false, title, onChange }: ToggleProps) {
  return (
    <Switch.Root
      size="sm"
      colorPalette="blue"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      title={title}
      gap="2"
      px="1"
    >
      <Switch.HiddenInput role="switch" />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>{label}</Switch.Label>
      <Box as="span" fontSize="sm" hideBelow={shortLabel ? 'md' : undefined} aria-hidden="true">
        {label}
      </Box>
      {shortLabel ? (
        <Box as="span" hideFrom="md" aria-hidden="true" fontSize="xs">
          {shortLabel}
        </Box>
      ) : null}
    </Switch.Root>
  );
}
