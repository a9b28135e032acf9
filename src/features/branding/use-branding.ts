import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sanitizeUrl } from '@/lib/url';
import { domainProfileQueryOptions } from './api';
import { PRODUCT_NAME, helpUrlOf } from './domain-profile';

export function useBranding() {
  const host = typeof window === 'undefined' ? '' : window.location.hostname;
  const profile = useQuery(domainProfileQueryOptions(host));
  useEffect(() => {
    // Missing domain data is not fatal: it is reported and the product's own branding applies.
    if (profile.error) console.warn(profile.error.message);
  }, [profile.error]);
  const data = profile.data ?? null;
  const name = data?.name ?? PRODUCT_NAME;
  useEffect(() => {
    document.title = name;
  }, [name]);
  return { name, logo: sanitizeUrl(data?.logo), helpUrl: helpUrlOf(data), profile: data };
}
