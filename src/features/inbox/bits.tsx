import type { ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';

/**
 * Small pieces the app's theme has no recipe for (it ships a chosen set of Chakra recipes, and no
 * switch or kbd among them): a key cap and an on/off switch, styled here with tokens.
 */
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

/** An on/off switch: a native checkbox with the switch role (name, state and keyboard for free). */
export function Toggle({ label, shortLabel, checked, disabled = false, title, onChange }: ToggleProps) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontSize="sm"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.5 : 1}
      title={title}
      px="1"
      css={{
        '&:has(input:focus-visible) .toggle-track': {
          outline: '2px solid',
          outlineColor: 'var(--chakra-colors-blue-focus-ring, #3b82f6)',
          outlineOffset: '2px',
        },
      }}
    >
      <chakra.input
        type="checkbox"
        role="switch"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        srOnly
      />
      <Box
        as="span"
        className="toggle-track"
        aria-hidden="true"
        position="relative"
        display="inline-block"
        w="8"
        h="5"
        rounded="full"
        bg={checked ? 'blue.solid' : 'bg.emphasized'}
        transition="background 0.15s"
        flexShrink={0}
      >
        <Box
          as="span"
          position="absolute"
          top="0.5"
          left="0.5"
          boxSize="4"
          rounded="full"
          bg="white"
          boxShadow="sm"
          transform={checked ? 'translateX(12px)' : 'none'}
          transition="transform 0.15s"
        />
      </Box>
      <Box as="span" hideBelow={shortLabel ? 'md' : undefined} aria-hidden="true">
        {label}
      </Box>
      {shortLabel ? (
        <Box as="span" hideFrom="md" aria-hidden="true" fontSize="xs">
          {shortLabel}
        </Box>
      ) : null}
    </chakra.label>
  );
}
