import { arabicNoun, catalogueDeclaration } from './resourceDeclaration';

/** The payment-methods catalogue: `read|create|update|delete payment methods`. */
export default catalogueDeclaration({
  resource: 'payment-methods',
  order: 33,
  permissionNoun: 'payment methods',
  row: 'payment_methods',
  arabicNoun: arabicNoun('payment method', 'طريقة دفع', 'طريقة الدفع', 'طريقة الدفع هذه', 'طريقة دفع أخرى', true),
});
