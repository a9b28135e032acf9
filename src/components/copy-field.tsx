import { Button, Clipboard, Input, InputGroup } from '@chakra-ui/react';
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
