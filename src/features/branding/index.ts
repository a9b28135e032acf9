export { BrandName, HelpLink } from './brand-header';
export { useBranding } from './use-branding';
export {
  checkDomainProfile,
  fetchDomainProfile,
  helpUrlOf,
  PRODUCT_HELP_URL,
  InvalidDomainDataError,
} from './domain-profile';
