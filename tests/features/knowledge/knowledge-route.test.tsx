// @vitest-environment jsdom
// The knowledge section against the mock engine: bases, a sitemap import with a pick, documents
// with their states, a query with its answer and sources, and each failure as its catalogue
// message followed by the status text.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('the knowledge section', () => {
  it('lists the bases and the first base’s pages with their states, by host', async () => {
    await renderRoute('/app/org/3001/knowledge');
    const bases = await screen.findByRole('list', { name: 'Knowledge bases' });
    expect(within(bases).getByRole('button', { name: 'Practice FAQ' })).toBeInTheDocument();
    const pages = await screen.findByRole('table', { name: 'Pages' });
    expect(within(pages).getByText('sunrisedental.example/insurance')).toBeInTheDocument();
    expect(within(pages).getByText('Failed')).toBeInTheDocument();
    expect(api.calls('listKnowledgeBases')[0]?.searchParams.get('targetAccountId')).toBe('3001');
  });

  it('creates a base, imports picked sitemap pages and answers a question from them', async () => {
    const { router } = await renderRoute('/app/org/3001/knowledge');
    await userEvent.type(await screen.findByRole('textbox', { name: 'New knowledge base' }), 'Website');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty('kb'));
    expect(await screen.findByRole('heading', { name: 'Website', level: 2 })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Website address' }), 'https://www.dental.example');
    await userEvent.click(screen.getByRole('button', { name: 'Read sitemap' }));
    const picks = await screen.findByRole('group', { name: 'Sitemap pages' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose none' }));
    await userEvent.click(within(picks).getByText('dental.example/insurance'));
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 page(s)' }));
    await waitFor(() =>
      expect(api.bodies('addKnowledgeBaseDocuments').at(-1)).toEqual({
        urls: ['https://www.dental.example/insurance'],
      }),
    );
    const pages = await screen.findByRole('table', { name: 'Pages' });
    expect(within(pages).getByText('dental.example/insurance')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Which insurance do you take?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const answer = await screen.findByRole('region', { name: 'Answer' });
    expect(within(answer).getByRole('link', { name: 'dental.example/insurance' })).toHaveAttribute(
      'href',
      'https://www.dental.example/insurance',
    );
    expect(api.bodies('queryKnowledgeBase').at(-1)).toEqual({
      query: 'Which insurance do you take?',
      processQuery: true,
    });
  }, 120_000);

  it('shows each failure as its catalogue message followed by the status text', async () => {
    api.prefer('getSitemapLinks', 'code=500');
    api.prefer('queryKnowledgeBase', 'code=404');
    await renderRoute('/app/org/3001/knowledge');
    await screen.findByRole('table', { name: 'Pages' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Website address' }), 'https://www.dental.example');
    await userEvent.click(screen.getByRole('button', { name: 'Read sitemap' }));
    expect(await screen.findByText('Failed to fetch sitemap: Internal Server Error')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Hours?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Failed to query knowledge base: Not Found')).toBeInTheDocument();
  });

  // Walkthrough (issue 28): a line that is not an address was quoted word by word, "(see, our, faq)".
  it('names a line that is not a web address whole, as one sentence, and sends nothing', async () => {
    await renderRoute('/app/org/3001/knowledge');
    await screen.findByRole('table', { name: 'Pages' });
    const field = screen.getByRole('textbox', { name: 'Add pages by address' });
    await userEvent.type(field, 'https://www.dental.example/about{Enter}see our faq page{Enter}  ftp://files.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Add pages' }));
    const form = screen.getByRole('form', { name: 'Add pages' });
    const problem = () => within(form).getByText(/^(Enter|Use) a web address/);
    expect(problem()).toHaveTextContent(
      'Enter a web address, like https://www.example.com/page. These lines are not web addresses: “see our faq page”, “ftp://files.example”.',
    );
    expect(api.calls('addKnowledgeBaseDocuments')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'ftp://files.example/a b');
    await userEvent.click(screen.getByRole('button', { name: 'Add pages' }));
    expect(problem()).toHaveTextContent(
      'Use a web address that starts with http:// or https://. This line is not a web address: “ftp://files.example/a b”.',
    );
  });

  it('a refused "Add pages" reads as one sentence: its catalogue message and the status text', async () => {
    api.prefer('addKnowledgeBaseDocuments', 'code=400');
    await renderRoute('/app/org/3001/knowledge');
    await screen.findByRole('table', { name: 'Pages' });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Add pages by address' }),
      'https://www.dental.example/about',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add pages' }));
    const form = screen.getByRole('form', { name: 'Add pages' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^Failed to add documents to knowledge base: Bad Request$/,
    );
  });
});
