// The formula input (accessible name "Formula"): validates as you type with the spec's messages,
// marks the error position, and autocompletes field, function and keyword names (an ARIA
// combobox: arrows move, Enter or Tab accepts, Escape closes the list).
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Field, Input, List, Text } from '@chakra-ui/react';
import type { FormulaDiagnostic } from '@/lib/formula';
import { FORMULA_FUNCTIONS, FORMULA_KEYWORDS } from '@/lib/formula';

const MAX_SUGGESTIONS = 8;
const IDENT_PART = /[\p{L}\p{M}0-9_]/u;

interface Suggestion {
  readonly label: string;
  readonly kind: 'field' | 'function' | 'keyword';
}

/** The identifier-like word ending at the caret: its start and text. */
export function wordAt(text: string, caret: number): { start: number; word: string } {
  let start = caret;
  while (start > 0 && IDENT_PART.test(text.charAt(start - 1))) start -= 1;
  return { start, word: text.slice(start, caret) };
}

/** Names starting with the word (case-insensitive), fields first; not the word itself. */
export function suggestionsFor(word: string, fields: readonly string[]): Suggestion[] {
  if (word === '' || /^[0-9]/.test(word)) return [];
  const lower = word.toLowerCase();
  const all: Suggestion[] = [
    ...fields.map((label) => ({ label, kind: 'field' as const })),
    ...FORMULA_FUNCTIONS.map((label) => ({ label, kind: 'function' as const })),
    ...FORMULA_KEYWORDS.map((label) => ({ label, kind: 'keyword' as const })),
  ];
  const seen = new Set<string>();
  return all
    .filter((s) => {
      const l = s.label.toLowerCase();
      if (!l.startsWith(lower) || l === lower || seen.has(l)) return false;
      seen.add(l);
      return true;
    })
    .slice(0, MAX_SUGGESTIONS);
}

export interface FormulaFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly fields: readonly string[];
  readonly diagnostic: FormulaDiagnostic | null;
}

export function FormulaField({ value, onChange, fields, diagnostic }: FormulaFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const listId = useId();
  const [caret, setCaret] = useState(value.length);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { start, word } = wordAt(value, Math.min(caret, value.length));
  const suggestions = useMemo(() => (open ? suggestionsFor(word, fields) : []), [open, word, fields]);
  const expanded = suggestions.length > 0;
  const activeIndex = Math.min(active, Math.max(0, suggestions.length - 1));

  const accept = (s: Suggestion) => {
    const insert = s.kind === 'function' ? `${s.label}(` : s.label;
    const next = value.slice(0, start) + insert + value.slice(start + word.length);
    const at = start + insert.length;
    onChange(next);
    setCaret(at);
    setOpen(false);
    pendingCaret.current = at;
  };

  // Put the caret after the accepted word in the same commit as the new value.
  // (A requestAnimationFrame here raced fast typing: keys typed before the frame
  // landed ahead of the caret it then moved back.)
  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null) return;
    pendingCaret.current = null;
    inputRef.current?.setSelectionRange(at, at);
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      accept(suggestions[activeIndex] as Suggestion);
    } else if (e.key === 'Escape') {
      // Closes the list only, not the overlay around it.
      e.preventDefault();
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation();
      setOpen(false);
    }
  };

  const invalid = diagnostic !== null;
  const pos = diagnostic?.position;
  const hasMark = invalid && pos !== undefined && pos >= 0 && pos <= value.length;
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label>Formula</Field.Label>
      <Box position="relative" w="full">
        <Input
          ref={inputRef}
          value={value}
          fontFamily="mono"
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${listId}-${activeIndex}` : undefined}
          placeholder="e.g. duration / 60"
          onChange={(e) => {
            onChange(e.target.value);
            setCaret(e.target.selectionStart ?? e.target.value.length);
            setActive(0);
            setOpen(true);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? value.length)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <List.Root
          id={listId}
          role="listbox"
          aria-label="Formula suggestions"
          hidden={!expanded}
          position="absolute"
          zIndex="dropdown"
          top="100%"
          mt="1"
          insetStart="0"
          minW="56"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          py="1"
          listStyle="none"
        >
          {suggestions.map((s, i) => (
            <List.Item
              key={s.label}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              px="3"
              py="1"
              fontSize="sm"
              display="flex"
              justifyContent="space-between"
              gap="4"
              cursor="pointer"
              bg={i === activeIndex ? 'bg.emphasized' : undefined}
              // mousedown, so the input keeps focus (blur would close the list first)
              onMouseDown={(e) => {
                e.preventDefault();
                accept(s);
              }}
            >
              <Text as="span" fontFamily="mono">
                {s.label}
              </Text>
              <Text as="span" color="fg.subtle" fontSize="xs">
                {s.kind}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      {hasMark ? (
        <Box
          aria-hidden="true"
          data-testid="formula-error-mark"
          fontFamily="mono"
          fontSize="sm"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
          px="3"
          py="1"
          bg="bg.subtle"
          rounded="sm"
          w="full"
        >
          {value.slice(0, pos)}
          <Box as="mark" bg="red.subtle" color="fg.error" textDecoration="underline wavy" rounded="xs" px="0.5">
            {value.slice(pos, pos + (diagnostic?.length ?? 1)) || '\u00a0'}
          </Box>
          {value.slice(pos + (diagnostic?.length ?? 1))}
        </Box>
      ) : null}
      {invalid ? (
        <Field.ErrorText aria-live="polite">{diagnostic.message}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          Fields, functions (sum, if, abs…) and operators; a missing value counts as 0.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
