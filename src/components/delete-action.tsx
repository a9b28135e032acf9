import { Button, IconButton, type ButtonProps } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { confirmDialog, type ConfirmOptions } from '@/components/feedback';
import { captureFocus, returnFocus } from '@/overlays';

/** What a destructive confirmation says: the question, what follows, and its two buttons. */
export type ConfirmDeleteOptions = Required<Pick<ConfirmOptions, 'title' | 'details' | 'confirmText' | 'cancelText'>>;

/**
 * Asks before something is deleted or removed, in the shell's confirmation dialog with a red
 * confirm button. True only when the person confirms (Cancel, Escape or closing keep it).
 * Focus goes back to the control that asked, or to its neighbour once the deleted row has gone
 * (`returnFocus`), not to the page.
 */
export async function confirmDelete(options: ConfirmDeleteOptions): Promise<boolean> {
  const asker = captureFocus();
  const outcome = await confirmDialog({ ...options, confirmColor: 'red' });
  returnFocus(asker);
  return outcome === 'confirm';
}

/**
 * The red Delete (or Remove) of a table row or list item, named by `label` ("Delete task to …").
 * With `text` it is a worded outline button; without, a quiet trash-can icon button.
 */
export function DeleteButton({
  label,
  text,
  size = 'xs',
  ...rest
}: Omit<ButtonProps, 'children' | 'aria-label'> & { label: string; text?: string }) {
  if (text)
    return (
      <Button size={size} variant="outline" colorPalette="red" aria-label={label} {...rest}>
        {text}
      </Button>
    );
  return (
    <IconButton size={size} variant="ghost" colorPalette="red" aria-label={label} {...rest}>
      <Trash2 />
    </IconButton>
  );
}
