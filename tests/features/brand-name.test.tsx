// @vitest-environment jsdom
// Issue 28 §3: the white-label logo's fallback is the brand's initial, drawn only when the logo
// fails to load; a brand without a logo shows its name alone.
// Spec 000 §9: a domain owned by one of the product's own accounts is not a white-label brand.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { BrandName } from '@/features/branding';
import { domainProfileQueryOptions } from '@/features/branding/api';
import type * as ApiConfig from '@/api/config';

// The product's own account ids are build-time configuration; these tests configure one.
vi.mock('@/api/config', async (original) => ({
  ...(await original<typeof ApiConfig>()),
  PRODUCT_DOMAIN_ACCOUNT_IDS: ['1001'],
}));

type Profile = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof domainProfileQueryOptions>['queryFn']>>>>;

/** The visiting domain's profile as the lookup answered it. */
function renderBrand(profile: Pick<Profile, 'name' | 'logo' | 'accountId'>) {
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

  it("on the product's own domain shows the product's name and no brand logo; another owner's domain is a brand", () => {
    const own = renderBrand({ name: 'Vida Partner Portal', logo: 'https://cdn.example/own.svg', accountId: 1001 });
    expect(screen.getByText('Vida')).toBeTruthy();
    expect(screen.queryByText('Vida Partner Portal')).toBeNull();
    expect(own.container.querySelector('img')).toBeNull();
    own.unmount();

    const other = renderBrand({ name: 'Bluebird', logo: 'https://cdn.example/logo.svg', accountId: 1002 });
    expect(screen.getByText('Bluebird')).toBeTruthy();
    expect(other.container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/logo.svg');
  });
});
