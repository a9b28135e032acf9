// @vitest-environment jsdom
// The versions panel's rename box (issue 28): it starts with the stored title, never the display
// text, so saving it unchanged keeps the title; an automatic version ("Autosave, <date>") starts
// empty, and a person's title that starts "Auto-" is shown and edited as written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { VersionsPanel } from '@/features/agent/versions-panel';
import type { Campaign } from '@/lib/campaign';
import { renderWithProviders } from '../../render';
import { MOCK_TOKEN, useMockApi } from '../../harness/mock-api';

const api = useMockApi();

const PERSON = 1763612345678;
const AUTOMATIC = 1763612000000;

beforeEach(() => {
  setCredentials({ token: MOCK_TOKEN });
  api.override('listAgentVersions', () => ({
    body: {
      success: true,
      versions: [
        { versionId: PERSON, title: 'Auto-reply on weekends', source: 'staging' },
        { versionId: AUTOMATIC, title: `Auto-${AUTOMATIC}`, source: 'staging' },
      ],
    },
  }));
});
afterEach(() => {
  cleanup();
  clearCredentials();
});

function renderPanel() {
  const noop = () => {};
  renderWithProviders(
    <VersionsPanel
      agentId="camp4001c9e2b7a1"
      targetAccountId={4001}
      draft={{} as Campaign}
      onRestored={async () => {}}
      beforeRestore={noop}
      onRestoreFailed={noop}
    />,
  );
}

describe('VersionsPanel rename', { timeout: 30_000 }, () => {
  it('shows a person’s "Auto-…" title as written and starts its rename box with it', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Rename Auto-reply on weekends' }));
    expect(screen.getByRole('textbox', { name: 'New title of Auto-reply on weekends' })).toHaveValue(
      'Auto-reply on weekends',
    );
  });

  it('starts an automatic version’s rename box empty, not with its "Autosave, <date>" text', async () => {
    const user = userEvent.setup();
    renderPanel();
    const rename = await screen.findByRole('button', { name: /^Rename Autosave, / });
    await user.click(rename);
    expect(screen.getByRole('textbox', { name: /^New title of Autosave, / })).toHaveValue('');
  });
});
