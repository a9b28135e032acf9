// A Lightning invoice's text to copy, shared by the wallet's invoice and the public payment page:
// the read-only field (selected whole on focus) and the line that says how copying went.
import { Field, Text, Textarea } from '@chakra-ui/react';
import type { CopyState } from './use-copy-text';

/** The invoice's text, read-only, in a labelled field; focusing it selects it all. */
export function InvoiceTextField({ label, value, fontSize }: { label: string; value: string; fontSize: 'xs' | 'sm' }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea
        readOnly
        value={value}
        rows={4}
        fontFamily="mono"
        fontSize={fontSize}
        wordBreak="break-all"
        onFocus={(e) => e.currentTarget.select()}
      />
    </Field.Root>
  );
}

/** Read out after Copy invoice: copied, or how to copy it by hand when the clipboard refused. */
export function InvoiceCopyStatus({ copy }: { copy: CopyState }) {
  return (
    <Text aria-live="polite" fontSize="sm">
      {copy === 'copied' ? 'Invoice copied.' : copy === 'failed' ? 'Could not copy; select the text and copy it.' : ''}
    </Text>
  );
}
