import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from '../../domain/contractLists';

// Keyed by the contract's union: a new type in the OpenAPI fails the type check here.
const TYPE_KEYS: Record<PaymentMethodType, string> = {
  bank_transfer: 'resources.payment-methods.type.bank_transfer',
  card: 'resources.payment-methods.type.card',
  cash: 'resources.payment-methods.type.cash',
  cheque: 'resources.payment-methods.type.cheque',
};

export const paymentMethodTypeLabel = (type: PaymentMethodType) => TYPE_KEYS[type];

export const paymentMethodTypeChoices = PAYMENT_METHOD_TYPES.map((type) => ({ id: type, name: TYPE_KEYS[type] }));
