import { Button, type ButtonProps } from '@chakra-ui/react';

/** A step's forward action, after Back: "Continue" (disabled or pending as the step says). The
 * app's agent step views (src/app/onboarding) use it too. */
export function ContinueButton(props: Omit<ButtonProps, 'children' | 'colorPalette'>) {
  return (
    <Button colorPalette="blue" {...props}>
      Continue
    </Button>
  );
}
