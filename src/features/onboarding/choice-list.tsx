// A single-choice list (ARIA radiogroup) of plain buttons: long lists such as the ~140 time zones
// stay cheap to render, unlike one state machine per radio. Arrow keys move the choice; only the
// chosen entry is in the tab order (roving tab index).
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Stack, chakra } from '@chakra-ui/react';
import { Check } from 'lucide-react';

export interface Choice {
  readonly value: string;
  readonly label: ReactNode;
  /** The accessible name when the label is not plain text. */
  readonly name?: string;
  readonly description?: ReactNode;
}

export function ChoiceList({
  label,
  choices,
  value,
  onChange,
  gap = '1',
}: {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
  gap?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = choices.findIndex((c) => c.value === value);
  const focusable = selectedIndex >= 0 ? selectedIndex : 0;
  // The chosen entry starts in view (a preselected time zone may be far down the list).
  useEffect(() => {
    refs.current[focusable]?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only; later choices are made in view
  }, []);
  const move = (e: KeyboardEvent, index: number) => {
    const delta =
      e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    e.preventDefault();
    const next = (index + delta + choices.length) % choices.length;
    const choice = choices[next];
    if (!choice) return;
    onChange(choice.value);
    refs.current[next]?.focus();
  };
  return (
    <Stack role="radiogroup" aria-label={label} gap={gap}>
      {choices.map((choice, index) => {
        const checked = choice.value === value;
        return (
          <chakra.button
            key={choice.value}
            ref={(el: HTMLButtonElement | null) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={choice.name}
            tabIndex={index === focusable ? 0 : -1}
            onClick={() => onChange(choice.value)}
            onKeyDown={(e) => move(e, index)}
            display="flex"
            alignItems="flex-start"
            gap="3"
            textAlign="start"
            w="full"
            px="3"
            py="2"
            borderRadius="l2"
            borderWidth="1px"
            borderColor={checked ? 'blue.solid' : 'transparent'}
            bg={checked ? 'blue.subtle' : undefined}
            _hover={{ bg: checked ? 'blue.subtle' : 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '1px' }}
          >
            <Box
              as="span"
              flexShrink={0}
              mt="0.5"
              boxSize="4"
              borderRadius="full"
              borderWidth="1px"
              borderColor={checked ? 'blue.solid' : 'border.emphasized'}
              bg={checked ? 'blue.solid' : undefined}
              color="blue.contrast"
              display="flex"
              alignItems="center"
              justifyContent="center"
              aria-hidden="true"
            >
              {checked ? <Check size={10} strokeWidth={3} /> : null}
            </Box>
            <Box as="span" minW="0">
              <Box as="span" display="block" textStyle="sm" fontWeight={choice.description ? 'medium' : undefined}>
                {choice.label}
              </Box>
              {choice.description ? (
                <Box as="span" display="block" textStyle="xs" color="fg.muted">
                  {choice.description}
                </Box>
              ) : null}
            </Box>
          </chakra.button>
        );
      })}
    </Stack>
  );
}
