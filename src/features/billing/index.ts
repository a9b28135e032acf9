export { PaymentReturn, type PaymentReturnKind } from './payment-return';
export { PayBySlug, type PaymentSession } from './pay-by-slug';
