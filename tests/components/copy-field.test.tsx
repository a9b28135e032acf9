// @vitest-environment jsdom
// The one copy field (help's mobile overlay and profile's shareProfile use it): the value in a
// read-only input named by its label, and a copy button with an accessible name.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { getSystem } from '@/app/system';
import { CopyField } from '@/components/copy-field';

const system = getSystem();
afterEach(cleanup);
const show = (ui: ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('CopyField', () => {
  it('shows the value read-only under its label, with a copy button named after it', () => {
    show(<CopyField label="Public page" value="https://console.example/u/maria" />);
    const input = screen.getByLabelText('Public page');
    expect(input).toHaveValue('https://console.example/u/maria');
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy public page' })).toBeInTheDocument();
  });

  it('takes its own name for the copy button', () => {
    show(<CopyField label="Link to this page" value="https://console.example/app" copyLabel="Copy the link" />);
    expect(screen.getByLabelText('Link to this page')).toHaveValue('https://console.example/app');
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeInTheDocument();
  });

  it('renders a value as text, never as markup', () => {
    show(<CopyField label="Id" value="<img src=x onerror=alert(1)>" />);
    expect(screen.getByLabelText('Id')).toHaveValue('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
