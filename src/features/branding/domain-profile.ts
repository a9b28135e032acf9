import type { DomainProfile } from '@/api/generated/model';
import * as MESSAGES from '@/lib/message-catalogue';
import { sanitizeUrl } from '@/lib/url';
import { PRODUCT_DOMAIN_ACCOUNT_IDS } from '@/api/config';

/** The product's own help page, used when the visiting domain sets no support URL.
 * (Its address is not given by the spec; this is the public product site's.) */
export const PRODUCT_HELP_URL = 'https://vida.io/help';
export const PRODUCT_NAME = 'Vida';

class InvalidDomainDataError extends Error {
  constructor() {
    super(MESSAGES.invalidDomainData);
  }
}

/** A profile must at least name its domain and brand; anything else is invalid domain data. */
export function checkDomainProfile(data: unknown): DomainProfile {
  const p = data as Partial<DomainProfile> | null;
  if (!p || typeof p !== 'object' || typeof p.domain !== 'string' || typeof p.name !== 'string' || !p.name.trim()) {
    throw new InvalidDomainDataError();
  }
  return p as DomainProfile;
}

/** Where help goes: the domain's support URL when set, else the product's own help page. */
export const helpUrlOf = (profile: Pick<DomainProfile, 'supportUrl'> | null | undefined): string =>
  sanitizeUrl(profile?.supportUrl, { allow: ['mailto'] }) ?? PRODUCT_HELP_URL;

/** A domain profile owned by one of the product's own accounts (spec §9: two fixed account ids
 * are recognised as the product's own domain) is the product, not a white-label brand. */
export const isProductDomain = (
  profile: Pick<DomainProfile, 'accountId'> | null | undefined,
  productAccountIds: readonly string[] = PRODUCT_DOMAIN_ACCOUNT_IDS,
): boolean => profile?.accountId !== undefined && productAccountIds.includes(String(profile.accountId));
