// @vitest-environment jsdom
// The agent's overlays, each opened by its flag on the real editor page (router, frame, overlay
// host, transport), with the API answered by a table: agentInfo, agentSettings, debug,
// deleteAgent, editAgent, setupAgent, createTemplate, renameTemplate; and what the permission
// flags canUseFullEditor, canTakeoverAgent and canInspectJSON show.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import type { AccountResponse } from '@/api/generated/model';
import { MESSAGES } from '@/lib/messages';
import { renderRoute } from '../../harness/render-route';
import { accountsById, agentAccount } from '../../harness/fixtures';
import type { Answers } from '../../harness/stub-api';

afterEach(() => {
  cleanup();
  clearCredentials();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const own = { ...agentAccount, id: 4999, organizationId: 9999, accountName: 'Own agent', details: {} };
const superAdmin = { ...own, superAdmin: true } satisfies AccountResponse;
const staging = {
  success: true,
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

function answers(extra: Answers = {}, viewer: AccountResponse = own, acting: AccountResponse = agentAccount): Answers {
  return {
    'GET /api/v1/account': accountsById(viewer, [acting]),
    'GET /api/v2/agentEventRules/staging': { body: staging },
    'GET /api/v2/agentEventRules/default': { body: { ...staging, published: true } },
    'GET /api/v2/agent/functions': { body: { success: true, functions: [] } },
    'GET /api/v2/agent/camp4001c9e2b7a1/versions': { body: { success: true, versions: [] } },
    'GET /api/v2/templates': { body: { success: true, templates: [template] } },
    'GET /api/v2/templates/tpl_dental_v3': { body: { success: true, template } },
    'POST /api/v2/campaign': { body: { success: true } },
    ...extra,
  };
}

const EDITOR = '/app/agent/4001/agent';
const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

/** The overlay's dialog once its (lazily loaded) content shows `ready`. */
async function dialog(title: string, ready: (d: HTMLElement) => Promise<unknown>) {
  const d = await screen.findByRole('dialog', { name: title });
  await ready(d);
  return d;
}

describe('agentInfo', () => {
  it('shows who the agent is: name, username, formatted number, ids, template, publication state', async () => {
    await renderRoute(`${EDITOR}?agentInfo`, { answers: answers() });
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
    const { requests } = await renderRoute(`${EDITOR}?agentSettings`, { answers: answers() });
    const d = await dialog('Agent settings', (d) => within(d).findByRole('textbox', { name: 'Audio file address' }));
    fireEvent.change(within(d).getByRole('textbox', { name: 'Audio file address' }), {
      target: { value: 'https://cdn.example.com/office.mp3' },
    });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(calls(requests, 'POST', '/api/v2/campaign')).toHaveLength(1));
    const body = await calls(requests, 'POST', '/api/v2/campaign')[0]!.clone().json();
    expect(body).toMatchObject({
      published: false,
      campaign: { backgroundAudio: { url: 'https://cdn.example.com/office.mp3' } },
    });
  });

  it('without the full editor (allowFullEditor false) says so and shows no settings', async () => {
    const restricted = { ...agentAccount, settings: { defaultOrgSettings: { allowFullEditor: false } } };
    await renderRoute(`${EDITOR}?agentSettings`, { answers: answers({}, own, restricted) });
    const d = await dialog('Agent settings', (d) => within(d).findByRole('alert'));
    expect(within(d).getByRole('alert')).toHaveTextContent('needs the full editor');
    expect(within(d).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('debug', () => {
  it("shows the draft's JSON as text for a super admin (canInspectJSON)", async () => {
    await renderRoute(`${EDITOR}?debug`, { answers: answers({}, superAdmin) });
    const d = await dialog('Debug', (d) => within(d).findByLabelText('Configuration JSON'));
    const pre = within(d).getByLabelText('Configuration JSON');
    expect(JSON.parse(pre.textContent ?? '')).toMatchObject({
      campaignId: 'camp4001c9e2b7a1',
      agentInstructions: 'You are the front desk.',
    });
  });

  it('refuses without canInspectJSON (an agent looking at itself)', async () => {
    await renderRoute(`${EDITOR}?debug`, { answers: answers() });
    const d = await dialog('Debug', (d) => within(d).findByRole('alert'));
    expect(within(d).getByRole('alert')).toHaveTextContent('needs the canInspectJSON permission');
    expect(within(d).queryByLabelText('Configuration JSON')).not.toBeInTheDocument();
  });
});

describe('deleteAgent', () => {
  it("deletes only once the agent's name is typed; a failure shows the server message", async () => {
    let fail = true;
    const { requests } = await renderRoute(`${EDITOR}?deleteAgent`, {
      answers: answers({
        'DELETE /api/v2/deleteAccount': () =>
          fail
            ? { status: 500, body: { success: false, message: 'Agent has open calls' } }
            : { body: { success: true } },
      }),
    });
    const d = await dialog('Delete agent', (d) => within(d).findByRole('textbox'));
    const confirm = within(d).getByRole('button', { name: 'Delete agent' });
    expect(confirm).toBeDisabled();
    const box = within(d).getByRole('textbox', { name: "Type the agent's name to confirm" });
    fireEvent.change(box, { target: { value: 'Sunrise' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Sunrise Front Desk' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(await within(d).findByText('Agent has open calls')).toBeInTheDocument();
    const sent = calls(requests, 'DELETE', '/api/v2/deleteAccount');
    expect(sent).toHaveLength(1);
    // The reference's shape: the agent in the body, its organization in the query.
    expect(await sent[0]!.clone().json()).toEqual({ targetAccountId: 4001 });
    expect(new URL(sent[0]!.url).searchParams.get('targetOrganizationId')).toBe('3001');
    fail = false;
    fireEvent.click(confirm);
    expect(await screen.findByText('Agent deleted')).toBeInTheDocument();
  });
});

describe('editAgent', () => {
  it('renames the agent account and puts the description into the draft', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await renderRoute(`${EDITOR}?editAgent`, {
      answers: answers({ 'POST /api/v1/account': { body: { success: true } } }),
    });
    const d = await dialog('Edit agent', (d) => within(d).findByRole('textbox', { name: /Agent name/ }));
    expect(within(d).getByRole('textbox', { name: /Agent name/ })).toHaveValue('Sunrise Front Desk');
    fireEvent.change(within(d).getByRole('textbox', { name: /Agent name/ }), { target: { value: 'Sunrise Desk' } });
    fireEvent.change(within(d).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Answers the phone.' },
    });
    fireEvent.click(within(d).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agent saved')).toBeInTheDocument();
    const update = calls(requests, 'POST', '/api/v1/account');
    expect(update).toHaveLength(1);
    expect(await update[0]!.clone().json()).toEqual({ agentName: 'Sunrise Desk' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(calls(requests, 'POST', '/api/v2/campaign')).toHaveLength(1));
    const save = await calls(requests, 'POST', '/api/v2/campaign')[0]!.clone().json();
    expect(save.campaign.description).toBe('Answers the phone.');
  });

  it('an empty name is refused on the field, and nothing is sent', async () => {
    const { requests } = await renderRoute(`${EDITOR}?editAgent`, { answers: answers() });
    const d = await dialog('Edit agent', (d) => within(d).findByRole('textbox', { name: /Agent name/ }));
    fireEvent.change(within(d).getByRole('textbox', { name: /Agent name/ }), { target: { value: '' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Save' }));
    expect(await within(d).findByText('Give the agent a name.')).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v1/account')).toHaveLength(0);
  });
});

describe('setupAgent', () => {
  it('?setupAgent=<id> fills the template fields and builds the agent from them', async () => {
    const { requests } = await renderRoute(`${EDITOR}?setupAgent=tpl_dental_v3`, {
      answers: answers({ 'POST /api/v2/createAgentFromTemplate': { body: { success: true } } }),
    });
    const d = await dialog('Set up agent', (d) => within(d).findByRole('textbox', { name: 'Practice name' }));
    expect(within(d).getByText('Dental front desk')).toBeInTheDocument();
    fireEvent.change(within(d).getByRole('textbox', { name: 'Practice name' }), {
      target: { value: 'Moonrise Dental' },
    });
    fireEvent.change(within(d).getByRole('combobox', { name: 'Tone' }), { target: { value: 'formal' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Set up the agent' }));
    expect(await screen.findByText('Agent set up from the template')).toBeInTheDocument();
    const sent = calls(requests, 'POST', '/api/v2/createAgentFromTemplate');
    expect(sent).toHaveLength(1);
    const body = await sent[0]!.clone().json();
    expect(body.templateId).toBe('tpl_dental_v3');
    expect(body.templateFields).toEqual([
      expect.objectContaining({ key: 'practiceName', value: 'Moonrise Dental' }),
      expect.objectContaining({ key: 'tone', value: 'formal' }),
    ]);
  });

  it('a bare flag lists the templates to pick from, with a way back; a failure keeps the form', async () => {
    await renderRoute(`${EDITOR}?setupAgent`, {
      answers: answers({
        'POST /api/v2/createAgentFromTemplate': { status: 500, body: { success: false, message: 'Template retired' } },
      }),
    });
    const d = await dialog('Set up agent', (d) => within(d).findByRole('list', { name: 'Templates' }));
    fireEvent.click(within(d).getByRole('button', { name: /Dental front desk/ }));
    await within(d).findByRole('textbox', { name: 'Practice name' });
    fireEvent.click(within(d).getByRole('button', { name: 'Set up the agent' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('Template retired');
    expect(within(d).getByRole('textbox', { name: 'Practice name' })).toHaveValue('Sunrise Dental');
    fireEvent.click(within(d).getByRole('button', { name: 'Back' }));
    expect(await within(d).findByRole('list', { name: 'Templates' })).toBeInTheDocument();
  });
});

describe('createTemplate', () => {
  it('saves the draft as a published template; the server assigns its id', async () => {
    const { requests } = await renderRoute(`${EDITOR}?createTemplate`, {
      answers: answers({ 'POST /api/v2/templates/createTemplate': { status: 201, body: { success: true } } }),
    });
    const d = await dialog('Create template', (d) => within(d).findByRole('textbox', { name: /Title/ }));
    fireEvent.click(within(d).getByRole('button', { name: 'Create template' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('Give the template a title.');
    expect(calls(requests, 'POST', '/api/v2/templates/createTemplate')).toHaveLength(0);
    fireEvent.change(within(d).getByRole('textbox', { name: /Title/ }), { target: { value: 'Front desk, summer' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Template created')).toBeInTheDocument();
    const body = await calls(requests, 'POST', '/api/v2/templates/createTemplate')[0]!.clone().json();
    expect(body).toMatchObject({
      published: true,
      template: {
        title: 'Front desk, summer',
        agentInstructions: 'You are the front desk.',
        published: true,
      },
    });
    expect(body.template.campaignId).toBeUndefined();
    expect(body.template.id).toBeUndefined();
  });

  it("a failure without a server message says 'Failed to save template' and keeps the form", async () => {
    await renderRoute(`${EDITOR}?createTemplate`, {
      answers: answers({ 'POST /api/v2/templates/createTemplate': { status: 500, body: {} } }),
    });
    const d = await dialog('Create template', (d) => within(d).findByRole('textbox', { name: /Title/ }));
    fireEvent.change(within(d).getByRole('textbox', { name: /Title/ }), { target: { value: 'Front desk' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Create template' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent(MESSAGES.saveTemplateFailed);
    expect(within(d).getByRole('textbox', { name: /Title/ })).toHaveValue('Front desk');
  });

  it("needs a prompt, like publishing ('Please enter a prompt.')", async () => {
    await renderRoute(`${EDITOR}?createTemplate`, {
      answers: answers({ 'GET /api/v2/agentEventRules/staging': { body: { ...staging, agentInstructions: '' } } }),
    });
    const d = await dialog('Create template', (d) => within(d).findByRole('textbox', { name: /Title/ }));
    fireEvent.change(within(d).getByRole('textbox', { name: /Title/ }), { target: { value: 'Front desk' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Create template' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('Please enter a prompt.');
  });
});

describe('renameTemplate', () => {
  it('?renameTemplate=<id> renames the template, keeping the rest of it', async () => {
    const { requests } = await renderRoute(`${EDITOR}?renameTemplate=tpl_dental_v3`, {
      answers: answers({ 'POST /api/v2/templates/tpl_dental_v3': { body: { success: true } } }),
    });
    const d = await dialog('Rename template', (d) => within(d).findByDisplayValue('Dental front desk'));
    const box = within(d).getByRole('textbox', { name: /Template title/ });
    fireEvent.change(box, { target: { value: '  ' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Rename' }));
    expect(await within(d).findByText('Give the template a title.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Dental front desk (2026)' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Template renamed')).toBeInTheDocument();
    const body = await calls(requests, 'POST', '/api/v2/templates/tpl_dental_v3')[0]!.clone().json();
    expect(body).toMatchObject({
      published: true,
      template: {
        id: 'tpl_dental_v3',
        title: 'Dental front desk (2026)',
        agentInstructions: 'You are {practiceName}.',
      },
    });
  });

  it('a bare flag says to pick a template first', async () => {
    await renderRoute(`${EDITOR}?renameTemplate`, { answers: answers() });
    const d = await dialog('Rename template', (d) => within(d).findByRole('alert'));
    expect(within(d).getByRole('alert')).toHaveTextContent('Choose a template to rename');
  });
});

describe('permission flags on the editor', () => {
  it('by default an agent gets the full editor and may take over (detach) its template agent, but not inspect JSON', async () => {
    await renderRoute(EDITOR, { answers: answers() });
    await screen.findByRole('textbox', { name: 'Instructions' });
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agent settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detach from template' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inspect JSON' })).not.toBeInTheDocument();
  });

  it('allowFullEditor false hides the Advanced section and the settings; allowAgentTakeover false hides detaching', async () => {
    const restricted = {
      ...agentAccount,
      settings: { defaultOrgSettings: { allowFullEditor: false, allowAgentTakeover: false } },
    };
    await renderRoute(EDITOR, { answers: answers({}, own, restricted) });
    await screen.findByRole('textbox', { name: 'Instructions' });
    expect(screen.queryByText('Advanced')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agent settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Detach from template' })).not.toBeInTheDocument();
    // The rest of the editor stays.
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByText(/Built from/)).toBeInTheDocument();
  });

  it('only allowAgentTakeover false: the full editor stays, detaching goes', async () => {
    const restricted = { ...agentAccount, settings: { defaultOrgSettings: { allowAgentTakeover: false } } };
    await renderRoute(EDITOR, { answers: answers({}, own, restricted) });
    await screen.findByRole('textbox', { name: 'Instructions' });
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Detach from template' })).not.toBeInTheDocument();
  });

  it('a super admin may inspect the JSON, and the button opens the debug overlay', async () => {
    const { router } = await renderRoute(EDITOR, { answers: answers({}, superAdmin) });
    await screen.findByRole('textbox', { name: 'Instructions' });
    fireEvent.click(screen.getByRole('button', { name: 'Inspect JSON' }));
    await vi.waitFor(() => expect(router.state.location.search).toHaveProperty('debug'));
    expect(await screen.findByLabelText('Configuration JSON')).toBeInTheDocument();
  });
});

describe('testAgent', () => {
  it('keeps the conversation; a failed prompt shows the server message and gives the text back', async () => {
    let fail = false;
    const { requests } = await renderRoute(`${EDITOR}?testAgent`, {
      answers: answers({
        'POST /api/v1/agent/runPrompt': () =>
          fail
            ? { status: 500, body: { success: false, message: 'The model is busy' } }
            : { body: { success: true, response: 'Thursday at 3 pm is free.' } },
      }),
    });
    const d = await dialog('Test agent', (d) => within(d).findByRole('textbox', { name: 'Message to the agent' }));
    const box = within(d).getByRole('textbox', { name: 'Message to the agent' });
    expect(within(d).getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Any slot on Thursday?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const conversation = await within(d).findByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('Thursday at 3 pm is free.')).toBeInTheDocument();
    const sent = calls(requests, 'POST', '/api/v1/agent/runPrompt');
    expect(await sent[0]!.clone().json()).toEqual({
      targetAgent: 'sunrisefrontdesk',
      promptText: 'Any slot on Thursday?',
    });
    expect(box).toHaveValue('');
    fail = true;
    fireEvent.change(box, { target: { value: 'And Friday?' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Send' }));
    expect(await within(conversation).findByRole('alert')).toHaveTextContent('The model is busy');
    expect(box).toHaveValue('And Friday?');
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'You: Any slot on Thursday?',
      'Agent: Thursday at 3 pm is free.',
      'You: And Friday?',
      'Error: The model is busy',
    ]);
  });
});

describe('compareChanges', () => {
  it('lists what differs between live and the draft, the instructions line by line', async () => {
    const { requests } = await renderRoute(`${EDITOR}?compareChanges`, {
      answers: answers({
        'GET /api/v2/agentEventRules/default': {
          body: { ...staging, agentInstructions: 'You are the old front desk.', welcomeMessage: 'Hi', published: true },
        },
      }),
    });
    const d = await dialog('Compare changes', (d) => within(d).findByText(/2 fields differ/));
    const lines = within(d).getByRole('list', { name: 'Instructions, line by line' });
    expect(
      within(lines)
        .getByText(/Removed/)
        .closest('li'),
    ).toHaveTextContent('You are the old front desk.');
    expect(within(lines).getByText(/Added/).closest('li')).toHaveTextContent('You are the front desk.');
    expect(within(d).getByRole('heading', { name: 'Welcome message' })).toBeInTheDocument();
    expect(calls(requests, 'POST', '/api/v2/campaign')).toHaveLength(0);
  });
});
