export { WalletScreen, type WalletScreenProps } from './wallet-screen';
export { transactionsQueryOptions } from './api';
