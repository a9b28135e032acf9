// @vitest-environment jsdom
// The account's home (issue 28 §3): the overview of the account, each card from its own call,
// failing on its own, with links into the sections.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

const card = async (name: string) => screen.findByRole('region', { name });

describe('the home of an organization', () => {
  it('shows today’s conversations and the unread ones, with links into the inbox and the logs', async () => {
    await renderRoute('/app/org/3001');
    const conversations = await card('Conversations');
    expect(await within(conversations).findByText('Unread')).toBeInTheDocument();
    expect(await within(conversations).findByText('Today')).toBeInTheDocument();
    // The unread total is the inbox's own (the mock's few unread rooms are all listed).
    const unread = await within(conversations).findByRole('list', { name: 'Unread conversations' });
    const links = within(unread).getAllByRole('link');
    expect(within(screen.getByTestId('home-unread')).getByText(String(links.length))).toBeInTheDocument();
    expect(links[0]).toHaveAttribute('href', expect.stringContaining('/inbox?active=room_8a41c2'));
    expect(within(conversations).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/inbox');
    expect(within(conversations).getByRole('link', { name: 'Today’s logs' })).toHaveAttribute(
      'href',
      '/app/org/3001/logs',
    );
    // Every account-scoped call names the account.
    expect(api.calls('listConversations')[0]?.searchParams.get('targetAccountId')).toBe('3001');
    expect(api.calls('listConversations')[0]?.searchParams.get('unread')).toBe('true');
    const logs = api.calls('listLogs')[0];
    expect(logs?.searchParams.get('targetAccountId')).toBe('3001');
    const start = Number(logs?.searchParams.get('start'));
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(start).toBe(Math.floor(midnight.getTime() / 1000));
  });

  it('shows the agent’s state, and unpublished changes when the staged agent is not published', async () => {
    api.seed((state) => {
      const agent = state.agent as { staging: Record<string, unknown> };
      agent.staging = { ...agent.staging, published: false };
    });
    await renderRoute('/app/org/3001');
    const agent = await card('Your agent');
    expect(await within(agent).findByText('Unpublished changes')).toBeInTheDocument();
    expect(within(agent).getByRole('link', { name: 'Review and publish' })).toHaveAttribute(
      'href',
      '/app/org/3001/agent',
    );
  });

  it('says the agent is published when the staged agent has nothing waiting', async () => {
    api.seed((state) => {
      const agent = state.agent as { staging: Record<string, unknown> };
      agent.staging = { ...agent.staging, published: true };
    });
    await renderRoute('/app/org/3001');
    const agent = await card('Your agent');
    expect(await within(agent).findByText('Published')).toBeInTheDocument();
    expect(within(agent).getByRole('link', { name: 'Open the editor' })).toBeInTheDocument();
  });

  it('shows this period’s usage against the plan', async () => {
    await renderRoute('/app/org/3001');
    const usage = await card('This period’s usage');
    // The plan includes 500 voice minutes; the mock's period used 36.5 + 52.25 + 28.75 (+ 4.5 advanced, counted apart).
    expect(await within(usage).findByText('Voice minutes')).toBeInTheDocument();
    expect(within(usage).getByText('117.5 of 500')).toBeInTheDocument();
    expect(within(usage).getByText('Pro plan')).toBeInTheDocument();
    expect(api.calls('getUsage')[0]?.searchParams.get('billingPeriod')).toBe('current');
  });

  it('lists the agents below with their activity, each linking to its account', async () => {
    await renderRoute('/app/org/3001');
    const agents = await card('Agents');
    const list = await within(agents).findByRole('list', { name: 'Agents' });
    expect(within(list).getByRole('link', { name: 'Sunrise Front Desk' })).toHaveAttribute(
      'href',
      '/app/org/3001/agent/4001',
    );
    expect((await within(list).findAllByText(/214 calls · 389 messages in 30 days/)).length).toBeGreaterThan(0);
    expect(api.calls('getCampaignStats').some((c) => c.searchParams.get('targetAccountId') === '4001')).toBe(true);
    expect(within(agents).getByRole('link', { name: 'See all 2' })).toHaveAttribute('href', '/app/org/3001/agents');
  });

  it('keeps the setup checklist until it is done', async () => {
    await renderRoute('/app/org/3001');
    const checklist = await card('Get your agent live');
    expect(within(checklist).getByRole('list', { name: 'Setup checklist' })).toBeInTheDocument();
    cleanup();
    api.seed((state) => {
      const orgs = state.organizations as { id: number; settings?: Record<string, unknown> }[];
      for (const org of orgs)
        org.settings = {
          walkthrough: { version: 1, completed: ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER', 'FORWARD_CALLS'] },
        };
    });
    await renderRoute('/app/org/3001');
    await card('Conversations');
    expect(screen.queryByRole('region', { name: 'Get your agent live' })).not.toBeInTheDocument();
  });

  it('one failing card says so while the others stay', async () => {
    api.prefer('getUsage', 'code=500');
    await renderRoute('/app/org/3001');
    const usage = await card('This period’s usage');
    expect(await within(usage).findByRole('alert')).toHaveTextContent('Usage could not be loaded.');
    const conversations = await card('Conversations');
    expect(await within(conversations).findByText('Unread')).toBeInTheDocument();
    expect(await within(await card('Your agent')).findByText('Sunrise Front Desk')).toBeInTheDocument();
  });
});

describe('the home of a partner', () => {
  it('lists its resellers and has no agent card', async () => {
    await renderRoute('/app/partner/1001');
    const resellers = await card('Resellers');
    expect(await within(resellers).findByRole('link', { name: 'Bluebird Telecom' })).toHaveAttribute(
      'href',
      '/app/partner/1001/reseller/2001',
    );
    expect(screen.queryByRole('region', { name: 'Your agent' })).not.toBeInTheDocument();
    expect(api.calls('listResellers')[0]?.searchParams.get('targetPartnerId')).toBe('1001');
  });
});

describe('the home at /app (the session’s own account)', () => {
  it('is the overview, not one account card: the account’s card, then the conversations, agent, usage and checklist', async () => {
    // The mock’s session is the agent account 4001 (Sunrise Front Desk under Sunrise Dental Group).
    await renderRoute('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeInTheDocument();
    expect(await screen.findByText('Agent name')).toBeInTheDocument();
    const conversations = await card('Conversations');
    expect(within(conversations).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/inbox');
    expect(await card('Your agent')).toBeInTheDocument();
    const usage = await card('This period’s usage');
    expect(await within(usage).findByText('Voice minutes')).toBeInTheDocument();
    expect(await card('Get your agent live')).toBeInTheDocument();
    // An agent account has no accounts below it.
    expect(screen.queryByRole('region', { name: 'Agents' })).not.toBeInTheDocument();
    // Its own account: the calls name no other account.
    expect(api.calls('listConversations')[0]?.searchParams.has('targetAccountId')).toBe(false);
  });
});
