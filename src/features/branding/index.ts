export { BrandName, HelpLink } from './brand-header';
export { useBranding } from './use-branding';
export { fetchDomainProfile } from './api';
export { checkDomainProfile, helpUrlOf, PRODUCT_HELP_URL } from './domain-profile';
