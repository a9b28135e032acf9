import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * A form's Cancel. Pressing it with a mouse or a finger does not take the focus from the field
 * being typed in: a form that checks a field when it loses focus would otherwise show that field's
 * error under it at that moment, push Cancel down before the press ends, and the click would land
 * on nothing (the dialog stayed open until a second click). The keyboard reaches it as any button.
 */
export function CancelButton({ children = 'Cancel', variant = 'outline', onMouseDown, ...props }: ButtonProps) {
  return (
    <Button
      type="button"
      variant={variant}
      {...props}
      onMouseDown={(e) => {
        e.preventDefault();
        onMouseDown?.(e);
      }}
    >
      {children}
    </Button>
  );
}
