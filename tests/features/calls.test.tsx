// @vitest-environment jsdom
import { describe, it, expect, afterEach } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActiveCallPanel, StartCallForm } from '@/features/calls/call-panel';
import { dispatchCall, getCallState, resetCallState } from '@/features/calls';
import { renderWithProviders } from '../render';

afterEach(() => {
  cleanup();
  resetCallState();
});

describe('call panels', () => {
  it('start a call with its options, then toggle, move to a meeting and end it', async () => {
    renderWithProviders(
      <>
        <StartCallForm destination="14155550187" advanced />
        <ActiveCallPanel />
      </>,
    );
    expect(screen.getByText('No active call.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Advanced'));
    await userEvent.click(screen.getByLabelText('Live'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Agent campaign id (optional)' }), 'cmp_7');
    await userEvent.click(screen.getByRole('button', { name: 'Start call' }));
    expect(getCallState().call).toEqual({
      username: '14155550187',
      type: 'audio',
      isLive: true,
      viewerOnly: false,
      meetingId: null,
      campaignId: 'cmp_7',
    });
    const group = screen.getByRole('group', { name: 'Active call' });
    expect(group).toHaveTextContent('+1 (415) 555-0187');
    // The agent is named as such; its id is only in a copyable detail row (issue 28 §2).
    expect(group).toHaveTextContent('AI agent on the call');
    expect(screen.queryByText(/Agent cmp_7/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Agent id (for support)' })).toHaveValue('cmp_7');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to video' }));
    expect(getCallState().call?.type).toBe('video');
    await userEvent.type(screen.getByRole('textbox', { name: 'Meeting id' }), '8841');
    await userEvent.click(screen.getByRole('button', { name: 'Move to meeting' }));
    expect(getCallState().call?.username).toBe('meeting-8841');
    await userEvent.click(screen.getByRole('button', { name: 'End call' }));
    expect(getCallState().call).toBeNull();
  });

  it('a person gets a call button, not the developer form (issue 28 §2)', async () => {
    renderWithProviders(<StartCallForm destination="14155550142" />);
    expect(screen.getByText('Call +1 (415) 555-0142')).toBeInTheDocument();
    for (const raw of ['Live', 'Viewer only', 'Type', 'Meeting id (optional)', 'Agent campaign id (optional)'])
      expect(screen.queryByLabelText(raw)).toBeNull();
    expect(screen.queryByText('Advanced')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(getCallState().call).toEqual({
      username: '14155550142',
      type: 'audio',
      isLive: false,
      viewerOnly: false,
      meetingId: null,
      campaignId: null,
    });
  });

  it('shows the kick flag until it is dismissed (kick reset)', async () => {
    renderWithProviders(<ActiveCallPanel />);
    act(() => void dispatchCall({ kind: 'kick' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You were removed from the call.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(getCallState().kicked).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
