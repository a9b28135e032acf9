// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicProfile } from '@/features/profile';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { renderWithProviders } from '../render';
import { MOCK_TOKEN, useMockApi } from '../harness/mock-api';

const api = useMockApi();

// A visitor holds the anonymous session the page allocates (the profile call needs a token).
beforeEach(() => setCredentials({ token: MOCK_TOKEN }));
afterEach(() => {
  cleanup();
  clearCredentials();
});

// The account's public parts as its owner saved them: hostile links among the good ones.
const PROFILE = {
  username: 'sunrisedental',
  name: 'Maria Alvarez',
  accountName: 'Sunrise Dental Group',
  agentName: 'Sunrise Front Desk',
  details: { agentName: 'Sunrise Front Desk', image: 'https://cdn.vida.example/avatars/sunrisedental.png' },
  vidaPhoneNumber: '14155550142',
  socialLinks: [
    { type: 'instagram', url: 'https://www.instagram.com/sunrisedental' },
    { type: 'evil', url: 'javascript:alert(1)' },
  ],
  socialLinksPosition: 'bottom',
  links: [
    { title: 'Book a cleaning', url: 'https://sunrisedental.example/book' },
    { title: '<img src=x onerror=alert(1)>', url: 'https://sunrisedental.example/x' },
    // A data: URL (escaped, as the contract's uri format requires) is dropped like javascript:.
    { title: 'Data link', url: 'data:text/html,%3Cb%3Ex%3C/b%3E' },
  ],
};

/** The account behind the username, as its owner saved it. */
const seedProfile = () =>
  api.seed((state) => {
    state.account = { ...(state.account as object), ...PROFILE };
  });

// Odd messages the contract's example lacks (markup in the text, an empty one, out of order).
const PREVIEW = {
  success: true,
  messages: [
    { roomId: 'r', message: 'Older message', timestamp: 1763500000, fromUser: 'Sunrise Front Desk' },
    { roomId: 'r', message: '<b>Newest</b> message', timestamp: 1763600000 },
    { roomId: 'r', message: '', timestamp: 1763700000 },
  ],
};

describe('PublicProfile', () => {
  it('shows the name, image, phone, safe links and the messages preview, as text', async () => {
    seedProfile();
    api.override('getPublicMessagesPreview', () => ({ body: PREVIEW }));
    const { container } = renderWithProviders(<PublicProfile username="sunrisedental" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Front Desk' })).toBeInTheDocument();
    expect(screen.getByText('Sunrise Dental Group')).toBeInTheDocument();
    expect(screen.getByText('@sunrisedental')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', PROFILE.details.image);
    expect(screen.getByRole('link', { name: '+1 (415) 555-0142' })).toHaveAttribute('href', 'tel:+14155550142');

    const links = within(screen.getByRole('navigation', { name: 'Links' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Book a cleaning', 'https://sunrisedental.example/book'],
      ['<img src=x onerror=alert(1)>', 'https://sunrisedental.example/x'],
    ]);
    for (const l of links) expect(l).toHaveAttribute('rel', 'noopener noreferrer');
    const social = within(screen.getByRole('navigation', { name: 'Social links' })).getAllByRole('link');
    expect(social.map((l) => l.getAttribute('href'))).toEqual(['https://www.instagram.com/sunrisedental']);
    // user content is never HTML
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('b')).toBeNull();

    const items = within(await screen.findByRole('region', { name: 'Recent messages' })).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p:nth-of-type(1)')?.textContent)).toEqual([
      '<b>Newest</b> message',
      'Sunrise Front Desk',
    ]);
    expect(items).toHaveLength(2);
    expect(api.requests.map((r) => [r.operationId, r.url.pathname, r.status]).sort()).toEqual([
      ['getProfileByUsername', '/api/v1/account/sunrisedental', 200],
      ['getPublicMessagesPreview', '/api/v1/messages/sunrisedental', 200],
    ]);
  });

  it('says the profile is not found on a 404', async () => {
    renderWithProviders(<PublicProfile username="nobody" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.operationId === 'getProfileByUsername')?.status).toBe(404);
  });

  it.each(['..', 'a/b', 'x'.repeat(101), 'maría'])('does not call the server for the invalid username %j', (name) => {
    renderWithProviders(<PublicProfile username={name} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows an error with a retry when the call fails', async () => {
    seedProfile();
    let fail = true;
    // The profile fails until `fail` is cleared, then the engine answers; the preview keeps failing.
    api.override('getProfileByUsername', () =>
      fail ? { status: 500, body: { success: false, message: 'Internal server error' } } : undefined,
    );
    api.prefer('getPublicMessagesPreview', 'code=500');
    renderWithProviders(<PublicProfile username="sunrisedental" />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Could not load this profile.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Front Desk' })).toBeInTheDocument();
    // a failing preview leaves the profile in place
    expect(screen.queryByRole('region', { name: 'Recent messages' })).toBeNull();
  });
});
