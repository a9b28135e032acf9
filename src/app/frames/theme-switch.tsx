import { IconButton } from '@chakra-ui/react';
import { FrameIcon } from '@/components/frame-icon';
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
      <FrameIcon name={mode === 'dark' ? 'sun' : 'moon'} />
    </IconButton>
  );
}
