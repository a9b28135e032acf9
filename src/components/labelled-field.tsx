import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/**
 * One form field: its label, the control (an Input, a select, a textarea…, given as children),
 * an optional hint, and the field's error, which marks it invalid and is tied to the control
 * (Chakra's Field gives the control its label, `aria-invalid` and `aria-describedby`).
 * Layout props (`flex`, `minW`, `w`) go to the field's root.
 */
export function LabelledField({
  label,
  error,
  helper,
  required = false,
  children,
  ...root
}: Omit<Field.RootProps, 'invalid' | 'required' | 'children' | 'label'> & {
  label: ReactNode;
  /** The field's problem; the field is invalid while there is one. */
  error?: string | null;
  helper?: ReactNode;
  /** Draws the required mark after the label (and sets `required` on the control). */
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error} required={required} {...root}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
