import { Button } from '@chakra-ui/react';
import { useOpenContactOverlay } from './use-contact-overlays';

/**
 * A contact's Edit and Delete, each opening its overlay for this contact and named with the
 * contact's name. `quiet`: the small ghost buttons of a list row; else a preview's own buttons.
 */
export function ContactEditDelete({ id, name, quiet = false }: { id: string; name: string; quiet?: boolean }) {
  const open = useOpenContactOverlay();
  const size = quiet ? 'sm' : undefined;
  return (
    <>
      <Button
        size={size}
        variant={quiet ? 'ghost' : undefined}
        aria-label={`Edit ${name}`}
        onClick={() => open('editContact', id)}
      >
        Edit
      </Button>
      <Button
        size={size}
        variant={quiet ? 'ghost' : 'outline'}
        colorPalette="red"
        aria-label={`Delete ${name}`}
        onClick={() => open('deleteContact', id)}
      >
        Delete
      </Button>
    </>
  );
}
