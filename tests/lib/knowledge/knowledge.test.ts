import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  failureStatusText,
  kbAnswerOf,
  kbFailureMessage,
  kbUrlProblem,
  newSitemapLinks,
  parseUrlList,
  urlHost,
  urlHostPath,
} from '@/lib/knowledge';

describe('knowledge-base URLs', () => {
  it.each([
    ['https://www.example.com/faq', null],
    ['http://example.com', null],
    ['example.com', 'invalid'],
    ['https://intranet', 'invalid'],
    ['javascript:alert(1)', 'scheme'],
    ['ftp://example.com/file', 'scheme'],
    ['https://user:pw@example.com', 'invalid'],
  ])('%s → %s', (url, problem) => expect(kbUrlProblem(url)).toBe(problem));

  it('are shown by host', () => {
    expect(urlHost('https://www.sunrisedental.example/services/cleanings')).toBe('sunrisedental.example');
    expect(urlHostPath('https://www.sunrisedental.example/services/cleanings/')).toBe(
      'sunrisedental.example/services/cleanings',
    );
    expect(urlHost('javascript:alert(1)')).toBe('—');
  });

  it('split pasted text, once each, invalid ones apart', () => {
    expect(parseUrlList('https://a.example/x\nhttps://a.example/x, nope https://b.example')).toEqual({
      urls: ['https://a.example/x', 'https://b.example/'],
      invalid: ['nope'],
    });
  });

  it('sitemap links already in the base are left out', () => {
    expect(
      newSitemapLinks(
        ['https://a.example/1', 'https://a.example/2', 'https://a.example/2', 'javascript:x'],
        [{ id: 'd', url: 'https://a.example/1' }],
      ),
    ).toEqual(['https://a.example/2']);
  });
});

describe('knowledge-base failures', () => {
  it.each([
    ['sitemap', { kind: 'http', status: 500 }, 'Failed to fetch sitemap: Internal Server Error'],
    ['addDocuments', { kind: 'http', status: 422 }, 'Failed to add documents to knowledge base: Unprocessable Entity'],
    [
      'createBase',
      { kind: 'envelope', status: 200, message: 'Title taken' },
      'Failed to create knowledge base: Title taken',
    ],
    ['query', { kind: 'network', status: 0 }, 'Failed to query knowledge base: Network error'],
    ['deleteBase', { kind: 'http', status: 404 }, 'Failed to delete knowledge base: Not Found'],
    ['refreshDocument', { kind: 'http', status: 599 }, 'Failed to refresh document: Error 599'],
    ['deleteDocument', new Error('x'), 'Failed to delete document: Unknown error'],
  ] as const)('%s %j → %s', (what, error, message) => expect(kbFailureMessage(what, error)).toBe(message));

  it('never shows a URL from a server message', () => {
    fc.assert(
      fc.property(fc.constantFrom('http', 'https', 'HTTPS'), fc.domain(), (scheme, host) => {
        expect(failureStatusText({ kind: 'envelope', message: `see ${scheme}://${host}/x` })).toBe('Request failed');
      }),
      { numRuns: 50 },
    );
  });
});

describe('the answer of a query', () => {
  it('is the best passage, with its sources best first and sanitised', () => {
    const answer = kbAnswerOf({
      query: 'insurance accepted',
      results: [
        { documentId: 'a', url: 'https://www.x.example/hours', content: 'Open 9-5', score: 0.2 },
        { documentId: 'b', url: 'javascript:alert(1)', content: 'We take Delta Dental', score: 0.9 },
      ],
    });
    expect(answer.answer).toBe('We take Delta Dental');
    expect(answer.searched).toBe('insurance accepted');
    expect(answer.sources.map((s) => [s.url, s.host])).toEqual([
      [null, '—'],
      ['https://www.x.example/hours', 'x.example/hours'],
    ]);
  });

  it('prefers the engine’s own answer, and has none without results', () => {
    expect(kbAnswerOf({ answer: 'Yes.', results: [] } as never).answer).toBe('Yes.');
    expect(kbAnswerOf({ results: [] }).answer).toBeNull();
  });
});
