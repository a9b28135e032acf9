import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sanitizeUrl } from '@/lib/url';
import { domainProfileQueryOptions } from './api';
import { PRODUCT_NAME, helpUrlOf, isProductDomain } from './domain-profile';

export function useBranding() {
  const host = typeof window === 'undefined' ? '' : window.location.hostname;
  const profile = useQuery(domainProfileQueryOptions(host));
  useEffect(() => {
    // Missing domain data is not fatal: it is reported and the product's own branding applies.
    if (profile.error) console.warn(profile.error.message);
  }, [profile.error]);
  const data = profile.data ?? null;
  // White-label mode: the visiting domain's profile brands the app, unless the domain is the
  // product's own (spec §9), whose pages show the product's name and logo.
  const brand = data && !isProductDomain(data) ? data : null;
  const name = brand?.name ?? PRODUCT_NAME;
  useEffect(() => {
    document.title = name;
  }, [name]);
  return { name, logo: sanitizeUrl(brand?.logo), helpUrl: helpUrlOf(data), profile: data, whiteLabel: brand !== null };
}
