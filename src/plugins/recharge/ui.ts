/** The UI half of the recharge contract (see contract.ts): pages of plugins that require "recharge" import from here. */
export { PaymentStep, NO_PAYMENT, type PaymentStepProps, type PaymentOutcome, type PendingPayment } from './components/PaymentStep';
export type { PaymentOrder, SavedPayer } from './components/PaymentForm';
export { autoRechargeQuery } from './queries';
