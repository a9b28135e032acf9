// @vitest-environment jsdom
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicProfile } from '@/features/profile';
import { renderWithProviders, stubApi } from '../render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE = {
  success: true,
  id: 4001,
  username: 'sunrisedental',
  name: 'Maria Alvarez',
  accountName: 'Sunrise Dental Group',
  agentName: 'Sunrise Front Desk',
  accountType: 'agent',
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
    { title: 'Data link', url: 'data:text/html,<b>x</b>' },
  ],
};

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
    const { requests } = stubApi({
      'GET /api/v1/account/sunrisedental': { body: PROFILE },
      'GET /api/v1/messages/sunrisedental': { body: PREVIEW },
    });
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
    expect(requests.map((r) => new URL(r.url).pathname).sort()).toEqual([
      '/api/v1/account/sunrisedental',
      '/api/v1/messages/sunrisedental',
    ]);
  });

  it('says the profile is not found on a 404', async () => {
    stubApi({ 'GET /api/v1/account/nobody': { status: 404, body: { success: false, message: 'Not found' } } });
    renderWithProviders(<PublicProfile username="nobody" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
  });

  it.each(['..', 'a/b', 'x'.repeat(101), 'maría'])('does not call the server for the invalid username %j', (name) => {
    const { requests } = stubApi({});
    renderWithProviders(<PublicProfile username={name} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows an error with a retry when the call fails', async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/account/sunrisedental': () =>
        fail ? { status: 500, body: { success: false, message: 'boom' } } : { body: PROFILE },
      'GET /api/v1/messages/sunrisedental': { status: 500, body: { success: false, message: 'boom' } },
    });
    renderWithProviders(<PublicProfile username="sunrisedental" />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Could not load this profile.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Front Desk' })).toBeInTheDocument();
    // a failing preview leaves the profile in place
    expect(screen.queryByRole('region', { name: 'Recent messages' })).toBeNull();
  });
});
