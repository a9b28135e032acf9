import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** A text box that filters a list, with the magnifier in front: named by `label`, which is also
 * its placeholder unless one is given; `onChange` receives the text. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder = label,
  ...input
}: Omit<InputProps, 'value' | 'onChange' | 'aria-label'> & {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...input}
      />
    </InputGroup>
  );
}
