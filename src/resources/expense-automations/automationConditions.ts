import type { TranslateFunction } from 'react-admin';
import type { ExpenseAutomation } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { mccLabel } from '../cards/mccCategories';

const T = 'resources.expense-automations.conditions';

/** A rule's conditions in words: 'Merchant contains “careem” · Restaurants · at most AED 500.00'. */
export function automationConditions(rule: ExpenseAutomation, translate: TranslateFunction, locale: string): string {
  return [
    translate(`${T}.merchant`, { text: rule.merchant_contains }),
    ...(rule.mcc_category ? [translate(mccLabel(rule.mcc_category))] : []),
    ...(rule.max_amount !== null && rule.currency
      ? [translate(`${T}.max`, { amount: formatMoney(rule.max_amount, rule.currency, locale) })]
      : []),
  ].join(' · ');
}
