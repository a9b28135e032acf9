// @vitest-environment jsdom
// Issue 28 §3: the white-label logo's fallback is the brand's initial, drawn only when the logo
// fails to load; a brand without a logo shows its name alone.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { BrandName } from '@/features/branding';
import { domainProfileQueryOptions } from '@/features/branding/api';

type Profile = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof domainProfileQueryOptions>['queryFn']>>>>;

/** The visiting domain's profile as the lookup answered it. */
function renderBrand(profile: Pick<Profile, 'name' | 'logo'>) {
  const queryClient = createQueryClient({ onInvalidSession: () => {} });
  queryClient.setQueryData(domainProfileQueryOptions(window.location.hostname).queryKey, {
    ...profile,
  } as Profile);
  return render(
    <AppProviders queryClient={queryClient}>
      <BrandName />
    </AppProviders>,
  );
}

describe('BrandName', () => {
  it('shows the logo while it loads, and the initial in its place once it fails', () => {
    const { container } = renderBrand({ name: 'bluebird Health', logo: 'https://cdn.example/logo.svg' });
    expect(screen.getByText('bluebird Health')).toBeTruthy();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example/logo.svg');
    expect(screen.queryByTestId('brand-initial')).toBeNull();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('brand-initial').textContent).toBe('B');
    expect(screen.getByTestId('brand-initial').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('bluebird Health')).toBeTruthy();
  });

  it('without a logo shows the name alone (no initial)', () => {
    const { container } = renderBrand({ name: 'Bluebird' });
    expect(screen.getByText('Bluebird')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByTestId('brand-initial')).toBeNull();
  });
});
