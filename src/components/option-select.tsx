import { NativeSelect } from '@chakra-ui/react';

/** One choice of an {@link OptionSelect}. */
export interface SelectOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
  readonly disabled?: boolean;
}

type RootProps = Omit<NativeSelect.RootProps, 'children' | 'onChange' | 'defaultValue'>;

/**
 * Chakra's native select over a list of choices: the browser's own picker (keyboard and screen
 * readers as the platform gives them), the choices as data. `onChange` receives the chosen
 * option's value as the caller typed it (read back from `options`, so no cast), never a string
 * the list does not hold. Inside a `Field.Root` the field's label names it; elsewhere pass
 * `aria-label`. Layout props (`w`, `flex`, `size`…) go to the root.
 */
export function OptionSelect<V extends string>({
  options,
  value,
  onChange,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  name,
  size = 'sm',
  ...root
}: RootProps & {
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  name?: string;
}) {
  return (
    <NativeSelect.Root size={size} {...root}>
      <NativeSelect.Field
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        name={name}
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.currentTarget.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
