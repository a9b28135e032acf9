// @vitest-environment jsdom
// The agent's overlays, each opened by its flag on the real editor page (router, frame, overlay
// host, transport), with the API answered by the mock engine: agentInfo, agentSettings, debug,
// deleteAgent, editAgent, setupAgent, createTemplate, renameTemplate; and what the permission
// flags canUseFullEditor, canTakeoverAgent and canInspectJSON show.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import * as MESSAGES from '@/lib/message-catalogue';
import { renderRoute } from '../../harness/render-route';
import { agentAccount, ownAgentElsewhere } from '../../harness/fixtures';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const staging = {
  campaignId: 'camp4001c9e2b7a1',
  templateId: 'tpl_dental_v3',
  agentInstructions: 'You are the front desk.',
  welcomeMessage: 'Hello!',
  published: false,
};
const template = {
  id: 'tpl_dental_v3',
  title: 'Dental front desk',
  description: 'Answers calls for a dental practice.',
  agentInstructions: 'You are {practiceName}.',
  templateFields: [
    { key: 'practiceName', label: 'Practice name', type: 'text', value: 'Sunrise Dental' },
    {
      key: 'tone',
      label: 'Tone',
      type: 'select',
      value: 'warm',
      options: [
        { label: 'Warm', value: 'warm' },
        { label: 'Formal', value: 'formal' },
      ],
    },
  ],
};

/**
 * The engine's state for a test: the session's own account is another agent (of organization
 * 9999; a super administrator with `superAdmin`), agent 4001 (the path) is the fixture's with
 * `settings`, the staged agent is `staging` (live: the same, published, unless `live` says
 * otherwise) and the one template is `template`.
 */
function world({
  superAdmin = false,
  settings,
  staged,
  live,
}: {
  superAdmin?: boolean;
  settings?: Record<string, unknown>;
  staged?: Record<string, unknown>;
  live?: Record<string, unknown>;
} = {}) {
  api.seed((state) => {
    ownAgentElsewhere(state, { superAdmin });
    const { success: _success, details: _details, ...agent } = agentAccount;
    state.agentAccounts = (state.agentAccounts as { id: number }[]).map((a) =>
      a.id === 4001 ? { ...a, ...agent, ...(settings ? { settings } : {}) } : a,
    );
    const draft = { ...staging, ...staged };
    state.agent = { staging: draft, live: { ...draft, published: true, ...live } };
    state.templates = [template];
  });
}

beforeEach(() => world());

const EDITOR = '/app/agent/4001/agent';
/** The message the engine answered to an operation's call (a forced failure's). */
const answeredMessage = (answer: unknown) => (answer as { message: string }).message;

/** The overlay's dialog once its (lazily loaded) content shows `ready`. */
async function dialog(title: string, ready: (d: HTMLElement) => Promise<unknown>) {
  const d = await screen.findByRole('dialog', { name: title });
  await ready(d);
  return d;
}

describe('agentInfo', () => {
  it('shows who the agent is: name, username, formatted number, ids, template, publication state', async () => {
    await renderRoute(`${EDITOR}?agentInfo`);
    const d = await dialog('Agent info', (d) => within(d).findByText('sunrisefrontdesk'));
    expect(within(d).getByText('+1 (415) 555-0142')).toBeInTheDocument();
    expect(within(d).getByText('4001')).toBeInTheDocument();
    expect(await within(d).findByText('camp4001c9e2b7a1')).toBeInTheDocument();
    expect(within(d).getByText('tpl_dental_v3')).toBeInTheDocument();
    expect(within(d).getByText('Published')).toBeInTheDocument();
    fireEvent.click(within(d).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent info' })).not.toBeInTheDocument());
  });
});

describe('agentSettings', () => {
  it("edits the draft's advanced settings, saved 1.5 s later like the page's own edits", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderRoute(`${EDITOR}?agentSettings`);
    const d = await dialog('Agent settings', (d) => within(d).findByRole('textbox', { name: 'Audio file address' }));
    fireEvent.change(within(d).getByRole('textbox', { name: 'Audio file address' }), {
      target: { value: 'https://cdn.example.com/office.mp3' },
    });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(api.bodies('saveCampaign')).toHaveLength(1));
    expect(api.bodies('saveCampaign')[0]).toMatchObject({
      published: false,
      campaign: { backgroundAudio: { url: 'https://cdn.example.com/office.mp3' } },
    });
  });

  it('without the full editor (allowFullEditor false) says so and shows no settings', async () => {
    world({ settings: { defaultOrgSettings: { allowFullEditor: false } } });
    await renderRoute(`${EDITOR}?agentSettings`);
    const d = await dialog('Agent settings', (d) => within(d).findByRole('alert'));
    expect(within(d).getByRole('alert')).toHaveTextContent('needs the full editor');
    expect(within(d).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('debug', () => {
  it("shows the draft's JSON as text for a super admin (canInspectJSON)", async () => {
    world({ superAdmin: true });
    await renderRoute(`${EDITOR}?debug`);
    const d = await dialog('Debug', (d) => within(d).findByLabelText('Configuration JSON'));
    const pre = within(d).getByLabelText('Configuration JSON');
    expect(JSON.parse(pre.textContent ?? '')).toMatchObject({
      campaignId: 'camp4001c9e2b7a1',
      agentInstructions: 'You are the front desk.',
    });
  });

  it('refuses without canInspectJSON (an agent looking at itself)', async () => {
    await renderRoute(`${EDITOR}?debug`);
    const d = await dialog('Debug', (d) => within(d).findByRole('alert'));
    expect(within(d).getByRole('alert')).toHaveTextContent('needs the canInspectJSON permission');
    expect(within(d).queryByLabelText('Configuration JSON')).not.toBeInTheDocument();
  });
});

describe('deleteAgent', () => {
  it("deletes only once the agent's name is typed; a failure shows the server message", async () => {
    api.prefer('deleteAgentAccount', 'code=500');
    await renderRoute(`${EDITOR}?deleteAgent`);
    const d = await dialog('Delete agent', (d) => within(d).findByRole('textbox'));
    const confirm = within(d).getByRole('button', { name: 'Delete agent' });
    expect(confirm).toBeDisabled();
    const box = within(d).getByRole('textbox', { name: "Type the agent's name to confirm" });
    fireEvent.change(box, { target: { value: 'Sunrise' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Sunrise Front Desk' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(api.answers('deleteAgentAccount')).toHaveLength(1));
    expect(await within(d).findByText(answeredMessage(api.answers('deleteAgentAccount')[0]))).toBeInTheDocument();
    // The reference's shape: the agent in the body, its organization in the query.
    expect(api.bodies('deleteAgentAccount')).toEqual([{ targetAccountId: 4001 }]);
    expect(api.calls('deleteAgentAccount')[0]?.searchParams.get('targetOrganizationId')).toBe('3001');
    expect((api.state().agentAccounts as { id: number }[]).map((a) => a.id)).toContain(4001);
    api.prefer('deleteAgentAccount', '');
    fireEvent.click(confirm);
    expect(await screen.findByText('Agent deleted')).toBeInTheDocument();
    expect((api.state().agentAccounts as { id: number }[]).map((a) => a.id)).not.toContain(4001);
  });
});

describe('editAgent', () => {
  it('renames the agent account and puts the description into the draft', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderRoute(`${EDITOR}?editAgent`);
    const d = await dialog('Edit agent', (d) => within(d).findByRole('textbox', { name: /Agent name/ }));
    expect(within(d).getByRole('textbox', { name: /Agent name/ })).toHaveValue('Sunrise Front Desk');
    fireEvent.change(within(d).getByRole('textbox', { name: /Agent name/ }), { target: { value: 'Sunrise Desk' } });
    fireEvent.change(within(d).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Answers the phone.' },
    });
    fireEvent.click(within(d).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agent saved')).toBeInTheDocument();
    expect(api.bodies('updateAccount')).toEqual([{ agentName: 'Sunrise Desk' }]);
    expect(api.calls('updateAccount')[0]?.searchParams.get('targetAccountId')).toBe('4001');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(api.bodies('saveCampaign')).toHaveLength(1));
    expect(api.bodies('saveCampaign')[0]).toMatchObject({ campaign: { description: 'Answers the phone.' } });
    expect(api.state().agent).toMatchObject({ staging: { description: 'Answers the phone.' } });
  });

  it('an empty name is refused on the field, and nothing is sent', async () => {
    await renderRoute(`${EDITOR}?editAgent`);
    const d = await dialog('Edit agent', (d) => within(d).findByRole('textbox', { name: /Agent name/ }));
    fireEvent.change(within(d).getByRole('textbox', { name: /Agent name/ }), { target: { value: '' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Save' }));
    expect(await within(d).findByText('Give the agent a name.')).toBeInTheDocument();
    expect(api.calls('updateAccount')).toHaveLength(0);
  });
});

describe('setupAgent', () => {
  it('?setupAgent=<id> fills the template fields and builds the agent from them', async () => {
    await renderRoute(`${EDITOR}?setupAgent=tpl_dental_v3`);
    const d = await dialog('Set up agent', (d) => within(d).findByRole('textbox', { name: 'Practice name' }));
    expect(within(d).getByText('Dental front desk')).toBeInTheDocument();
    fireEvent.change(within(d).getByRole('textbox', { name: 'Practice name' }), {
      target: { value: 'Moonrise Dental' },
    });
    fireEvent.change(within(d).getByRole('combobox', { name: 'Tone' }), { target: { value: 'formal' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Set up the agent' }));
    expect(await screen.findByText('Agent set up from the template')).toBeInTheDocument();
    expect(api.bodies('createAgentFromTemplate')).toHaveLength(1);
    const body = api.bodies('createAgentFromTemplate')[0] as { templateId: string; templateFields: unknown[] };
    expect(body.templateId).toBe('tpl_dental_v3');
    expect(body.templateFields).toEqual([
      expect.objectContaining({ key: 'practiceName', value: 'Moonrise Dental' }),
      expect.objectContaining({ key: 'tone', value: 'formal' }),
    ]);
  });

  it('a bare flag lists the templates to pick from, with a way back; a failure keeps the form', async () => {
    api.prefer('createAgentFromTemplate', 'code=500');
    await renderRoute(`${EDITOR}?setupAgent`);
    const d = await dialog('Set up agent', (d) => within(d).findByRole('list', { name: 'Templates' }));
    fireEvent.click(within(d).getByRole('button', { name: /Dental front desk/ }));
    await within(d).findByRole('textbox', { name: 'Practice name' });
    fireEvent.click(within(d).getByRole('button', { name: 'Set up the agent' }));
    await vi.waitFor(() => expect(api.answers('createAgentFromTemplate')).toHaveLength(1));
    expect(await within(d).findByRole('alert')).toHaveTextContent(
      answeredMessage(api.answers('createAgentFromTemplate')[0]),
    );
    expect(within(d).getByRole('textbox', { name: 'Practice name' })).toHaveValue('Sunrise Dental');
    fireEvent.click(within(d).getByRole('button', { name: 'Back' }));
    expect(await within(d).findByRole('list', { name: 'Templates' })).toBeInTheDocument();
  });
});

describe('createTemplate', () => {
  it('saves the draft as a published template; the server assigns its id', async () => {
    await renderRoute(`${EDITOR}?createTemplate`);
    const d = await dialog('Create template', (d) => within(d).findByRole('textbox', { name: /Title/ }));
    fireEvent.click(within(d).getByRole('button', { name: 'Create template' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('Give the template a title.');
    expect(api.calls('createTemplate')).toHaveLength(0);
    fireEvent.change(within(d).getByRole('textbox', { name: /Title/ }), { target: { value: 'Front desk, summer' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Template created')).toBeInTheDocument();
    const [body] = api.bodies('createTemplate') as { template: Record<string, unknown> }[];
    expect(body).toMatchObject({
      published: true,
      template: {
        title: 'Front desk, summer',
        agentInstructions: 'You are the front desk.',
        published: true,
      },
    });
    expect(body?.template.campaignId).toBeUndefined();
    expect(body?.template.id).toBeUndefined();
    // The engine assigned the id and keeps the template.
    const [answer] = api.answers('createTemplate') as { templateId: string }[];
    expect(api.state().templates).toContainEqual(
      expect.objectContaining({ id: answer?.templateId, title: 'Front desk, summer' }),
    );
  });

  it("a failure without a server message says 'Failed to save template' and keeps the form", async () => {
    // A failure without an envelope, which no declared answer has: a one-off override.
    api.override('createTemplate', () => ({ status: 500, body: {} }));
    await renderRoute(`${EDITOR}?createTemplate`);
    const d = await dialog('Create template', (d) => within(d).findByRole('textbox', { name: /Title/ }));
    fireEvent.change(within(d).getByRole('textbox', { name: /Title/ }), { target: { value: 'Front desk' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Create template' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent(MESSAGES.saveTemplateFailed);
    expect(within(d).getByRole('textbox', { name: /Title/ })).toHaveValue('Front desk');
  });

  it("needs a prompt, like publishing ('Please enter a prompt.')", async () => {
    world({ staged: { agentInstructions: '' } });
    await renderRoute(`${EDITOR}?createTemplate`);
    const d = await dialog('Create template', (d) => within(d).findByRole('textbox', { name: /Title/ }));
    fireEvent.change(within(d).getByRole('textbox', { name: /Title/ }), { target: { value: 'Front desk' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Create template' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('Please enter a prompt.');
  });
});

describe('renameTemplate', () => {
  it('?renameTemplate=<id> renames the template, keeping the rest of it', async () => {
    await renderRoute(`${EDITOR}?renameTemplate=tpl_dental_v3`);
    const d = await dialog('Rename template', (d) => within(d).findByDisplayValue('Dental front desk'));
    const box = within(d).getByRole('textbox', { name: /Template title/ });
    fireEvent.change(box, { target: { value: '  ' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Rename' }));
    expect(await within(d).findByText('Give the template a title.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Dental front desk (2026)' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Template renamed')).toBeInTheDocument();
    expect(api.bodies('saveTemplate')[0]).toMatchObject({
      published: true,
      template: {
        id: 'tpl_dental_v3',
        title: 'Dental front desk (2026)',
        agentInstructions: 'You are {practiceName}.',
      },
    });
    expect(api.state().templates).toContainEqual(
      expect.objectContaining({ id: 'tpl_dental_v3', title: 'Dental front desk (2026)' }),
    );
  });

  it('a bare flag says to pick a template first', async () => {
    await renderRoute(`${EDITOR}?renameTemplate`);
    const d = await dialog('Rename template', (d) => within(d).findByRole('alert'));
    expect(within(d).getByRole('alert')).toHaveTextContent('Choose a template to rename');
  });
});

describe('permission flags on the editor', () => {
  it('by default an agent gets the full editor and may take over (detach) its template agent, but not inspect JSON', async () => {
    await renderRoute(EDITOR);
    await screen.findByRole('textbox', { name: 'Instructions' });
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agent settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detach from template' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inspect JSON' })).not.toBeInTheDocument();
  });

  it('allowFullEditor false hides the Advanced section and the settings; allowAgentTakeover false hides detaching', async () => {
    world({ settings: { defaultOrgSettings: { allowFullEditor: false, allowAgentTakeover: false } } });
    await renderRoute(EDITOR);
    await screen.findByRole('textbox', { name: 'Instructions' });
    expect(screen.queryByText('Advanced')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agent settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Detach from template' })).not.toBeInTheDocument();
    // The rest of the editor stays.
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByText(/Built from/)).toBeInTheDocument();
  });

  it('only allowAgentTakeover false: the full editor stays, detaching goes', async () => {
    world({ settings: { defaultOrgSettings: { allowAgentTakeover: false } } });
    await renderRoute(EDITOR);
    await screen.findByRole('textbox', { name: 'Instructions' });
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Detach from template' })).not.toBeInTheDocument();
  });

  it('a super admin may inspect the JSON, and the button opens the debug overlay', async () => {
    world({ superAdmin: true });
    const { router } = await renderRoute(EDITOR);
    await screen.findByRole('textbox', { name: 'Instructions' });
    fireEvent.click(screen.getByRole('button', { name: 'Inspect JSON' }));
    await vi.waitFor(() => expect(router.state.location.search).toHaveProperty('debug'));
    expect(await screen.findByLabelText('Configuration JSON')).toBeInTheDocument();
  });
});

describe('testAgent', () => {
  it('keeps the conversation; a failed prompt shows the server message and gives the text back', async () => {
    await renderRoute(`${EDITOR}?testAgent`);
    const d = await dialog('Test agent', (d) => within(d).findByRole('textbox', { name: 'Message to the agent' }));
    const box = within(d).getByRole('textbox', { name: 'Message to the agent' });
    expect(within(d).getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Any slot on Thursday?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const conversation = await within(d).findByRole('list', { name: 'Conversation' });
    await vi.waitFor(() => expect(api.answers('runAgentPrompt')).toHaveLength(1));
    const reply = (api.answers('runAgentPrompt')[0] as { response: string }).response;
    expect(await within(conversation).findByText(reply)).toBeInTheDocument();
    expect(api.bodies('runAgentPrompt')[0]).toEqual({
      targetAgent: 'sunrisefrontdesk',
      promptText: 'Any slot on Thursday?',
    });
    expect(box).toHaveValue('');
    api.prefer('runAgentPrompt', 'code=500');
    fireEvent.change(box, { target: { value: 'And Friday?' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(api.answers('runAgentPrompt')).toHaveLength(2));
    const failure = answeredMessage(api.answers('runAgentPrompt')[1]);
    expect(await within(conversation).findByRole('alert')).toHaveTextContent(failure);
    expect(box).toHaveValue('And Friday?');
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['You: Any slot on Thursday?', `Agent: ${reply}`, 'You: And Friday?', `Error: ${failure}`]);
  });
});

describe('compareChanges', () => {
  it('lists what differs between live and the draft, the instructions line by line', async () => {
    world({ live: { agentInstructions: 'You are the old front desk.', welcomeMessage: 'Hi' } });
    await renderRoute(`${EDITOR}?compareChanges`);
    const d = await dialog('Compare changes', (d) => within(d).findByText(/2 fields differ/));
    const lines = within(d).getByRole('list', { name: 'Instructions, line by line' });
    expect(
      within(lines)
        .getByText(/Removed/)
        .closest('li'),
    ).toHaveTextContent('You are the old front desk.');
    expect(within(lines).getByText(/Added/).closest('li')).toHaveTextContent('You are the front desk.');
    expect(within(d).getByRole('heading', { name: 'Welcome message' })).toBeInTheDocument();
    expect(api.calls('saveCampaign')).toHaveLength(0);
  });
});
