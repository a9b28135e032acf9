import { Button, Clipboard, HStack, IconButton, Input, InputGroup, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';

/** A read-only value (a link, an id) with a copy button. The value is text, never HTML. The input
 * is named by `label`; the button by `copyLabel` (default "Copy <label>"). */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <Clipboard.Root value={value}>
      <Clipboard.Label fontSize="sm" fontWeight="medium">
        {label}
      </Clipboard.Label>
      <InputGroup
        endElement={
          <Clipboard.Trigger asChild>
            <Button size="xs" variant="ghost" aria-label={copyLabel ?? `Copy ${label.toLowerCase()}`}>
              <Clipboard.Indicator copied={<Check size={14} />}>
                <Copy size={14} />
              </Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        }
      >
        <Clipboard.Input asChild>
          <Input readOnly />
        </Clipboard.Input>
      </InputGroup>
    </Clipboard.Root>
  );
}

/** An icon button that copies `value`, named by `label`; `quiet` for one inside a row of text. */
export function CopyButton({ value, label, quiet = false }: { value: string; label: string; quiet?: boolean }) {
  const icon = quiet ? 14 : 16;
  return (
    <Clipboard.Root value={value}>
      <Clipboard.Trigger asChild>
        <IconButton variant={quiet ? 'ghost' : 'outline'} size={quiet ? '2xs' : 'sm'} aria-label={label}>
          <Clipboard.Indicator copied={<Check size={icon} />}>
            <Copy size={icon} />
          </Clipboard.Indicator>
        </IconButton>
      </Clipboard.Trigger>
    </Clipboard.Root>
  );
}

/** A short value (an id, a username) in monospace with a quiet copy button named "Copy <label>"
 * (lower case: "Copy agent id"). */
export function CopyId({ label, value }: { label: string; value: string }) {
  return (
    <HStack gap="1" minW="0">
      <Text fontFamily="mono" textStyle="xs" wordBreak="break-all">
        {value}
      </Text>
      <CopyButton quiet value={value} label={`Copy ${label.toLowerCase()}`} />
    </HStack>
  );
}
