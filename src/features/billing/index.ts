export { PaymentReturn, type PaymentReturnKind } from './payment-return';
