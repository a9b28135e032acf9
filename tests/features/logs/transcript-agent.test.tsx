// @vitest-environment jsdom
// Issue 28 §2: a log row's call opens with its agent by name, the agent's id only in a copyable
// detail row of the transcript.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';
import { stubResizeObserver } from '../../harness/resize-observer';
import { stubLayout } from '../../harness/layout';

const api = useMockApi();
stubResizeObserver();
stubLayout();

afterEach(() => {
  cleanup();
  clearCredentials();
});

const ROOM = 'room_8a41c2';
const UUID = '6f1d2c3b-4a5e-4f60-8b7a-9c0d1e2f3a4b';

describe('the call transcript of a log row', () => {
  it('names the agent that handled the call, its id copyable', async () => {
    const { router } = await renderRoute('/app/org/3001/logs');
    const table = await screen.findByRole('table', { name: 'Conversation logs' });
    await within(table).findAllByRole('cell');
    const rows = within(table).getAllByRole('row');
    await userEvent.click(rows[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Call transcript' });
    expect(router.state.location.search).toMatchObject({ callTranscript: `${ROOM}/${UUID}@campa_4001_frontdesk` });
    // The name from the campaign statistics, the id as a detail with its copy button.
    expect(await within(dialog).findByText('Sunrise Front Desk')).toBeInTheDocument();
    expect(within(dialog).getByText('Agent id')).toBeInTheDocument();
    expect(within(dialog).getByText('campa_4001_frontdesk')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy agent id' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('list', { name: 'Transcript' })).toBeInTheDocument();
  });

  it('an agent without a known name is "Unnamed agent", never its id as the name', async () => {
    api.override('getCampaignStats', () => ({ status: 200, body: { success: true, stats: [] } }));
    await renderRoute(`/app/org/3001/logs?callTranscript=${encodeURIComponent(`${ROOM}/${UUID}@campa_9`)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Call transcript' });
    expect(await within(dialog).findByText('Unnamed agent')).toBeInTheDocument();
    expect(within(dialog).getByText('campa_9')).toBeInTheDocument();
  });

  it('names read in vain say so ("Name unavailable"), not that the agent has none', async () => {
    api.prefer('getCampaignStats', 'code=500');
    await renderRoute(
      `/app/org/3001/logs?callTranscript=${encodeURIComponent(`${ROOM}/${UUID}@campa_4001_frontdesk`)}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Call transcript' });
    expect(await within(dialog).findByText('Name unavailable', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(dialog).queryByText('Unnamed agent')).toBeNull();
    expect(within(dialog).getByText('campa_4001_frontdesk')).toBeInTheDocument();
  });

  it('opened without an agent (from the inbox), shows the transcript alone', async () => {
    await renderRoute(`/app/org/3001/logs?callTranscript=${encodeURIComponent(`${ROOM}/${UUID}`)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Call transcript' });
    expect(await within(dialog).findByRole('list', { name: 'Transcript' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Agent id')).toBeNull();
  });
});
