// @vitest-environment jsdom
// Internal ids are not labels (issue 28 §2): the agent's template shows by its name in the
// agent's info and the template panel; the ids (account, agent, template) only in copyable
// detail rows. Against the stateful mock: agent 4001, built from tpl_dental_v3 ("Dental front desk").
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
  localStorage.clear();
});

const EDITOR = '/app/agent/4001/agent';

/** The <dd> beside a <dt> of a description list. */
function valueOf(list: HTMLElement, term: string): HTMLElement {
  const dt = within(list).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

/** The seeded dental template is disabled, so the plain template list leaves it out. */
function dentalTemplateUnlisted() {
  api.seed((state) => {
    const templates = state.templates as { id: string; disabled?: boolean }[];
    for (const t of templates) if (t.id === 'tpl_dental_v3') t.disabled = true;
  });
}

describe('ids are not labels', () => {
  it('agent info: the template by its name; ids only in copyable detail rows', async () => {
    dentalTemplateUnlisted();
    await renderRoute(`${EDITOR}?agentInfo`);
    const d = await screen.findByRole('dialog', { name: 'Agent info' }, { timeout: 15_000 });
    // The overlay's content loads lazily: its username says it is there.
    await within(d).findByText('sunrisedental');
    const main = d.querySelector<HTMLElement>('dl[aria-label="The agent"]');
    if (!main) throw new Error('no agent rows');
    expect(await within(valueOf(main, 'Template')).findByText('Dental front desk')).toBeInTheDocument();
    expect(valueOf(main, 'Template')).not.toHaveTextContent('tpl_dental_v3');
    expect(main).not.toHaveTextContent(/tpl_|camp\w*4001/);

    const ids = d.querySelector<HTMLElement>('dl[aria-label="Ids"]');
    if (!ids) throw new Error('no id rows');
    expect(valueOf(ids, 'Template id')).toHaveTextContent('tpl_dental_v3');
    expect(within(valueOf(ids, 'Template id')).getByRole('button', { name: 'Copy template id' })).toBeInTheDocument();
    expect(await within(ids).findByRole('button', { name: 'Copy agent id' })).toBeInTheDocument();
    expect(within(ids).getByRole('button', { name: 'Copy account id' })).toBeInTheDocument();
  });

  it('template panel: "Built from" names the template even when the list leaves it out', async () => {
    dentalTemplateUnlisted();
    await renderRoute(EDITOR);
    const built = await screen.findByText(/^Built from/, {}, { timeout: 15_000 });
    await within(built).findByText('Dental front desk');
    expect(built).not.toHaveTextContent('tpl_dental_v3');
    expect(api.calls('getTemplate').some((u) => u.pathname.endsWith('/tpl_dental_v3'))).toBe(true);
  });
});
