import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useColorMode } from '../color-mode';

/** Light or dark; until the user chooses, the operating system's preference applies. */
export function ThemeSwitch() {
  const { mode, toggle } = useColorMode();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggle}
    >
      {mode === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </IconButton>
  );
}
