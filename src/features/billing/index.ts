export { PaymentReturn, type PaymentReturnKind } from './payment-return';
export { PayBySlug, type PaymentSession } from './pay-by-slug';
export { BillingScreen, type BillingScreenProps } from './billing-screen';
export { currentPlanQueryOptions, periodUsageQueryOptions } from './api';
