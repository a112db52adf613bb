/**
 * Smart Comply's explanation sentences: one text per rule kind, with the evidence as parameters
 * (`%{name}`, Polyglot's syntax). The English texts are the app's catalogue and what the API sends
 * as `explanation_text`; the Arabic ones live in the Arabic catalogue under the same keys.
 */
import type { ComplianceExplanation } from './complianceRules';

export const COMPLIANCE_EXPLANATIONS_EN = {
  receipt_required:
    '%{merchant} charged %{amount} %{currency} on %{date} without a receipt; receipts are required above %{limit} %{currency}.',
  max_per_expense: '%{merchant} charged %{amount} %{currency} on %{date}, above the %{limit} %{currency} limit per expense.',
  max_per_person_month:
    '%{person} spent %{total} %{currency} in %{month} over %{count} expenses, above the %{limit} %{currency} monthly limit.',
  weekend_spend: '%{merchant} charged %{amount} %{currency} on %{date}, a weekend day (Saturday or Sunday).',
  after_hours: '%{merchant} charged %{amount} %{currency} on %{date} outside working hours (%{start_hour}:00–%{end_hour}:00, Dubai time).',
  blocked_merchant_category: '%{merchant} charged %{amount} %{currency} on %{date} in a blocked merchant category.',
  duplicate:
    '%{merchant} charged %{amount} %{currency} %{count} times between %{date} and %{last_date}, within %{days} days: possible duplicates.',
  split_purchase:
    '%{count} purchases at %{merchant} on %{date} add up to %{total} %{currency}, above the %{limit} %{currency} limit: a possible split purchase.',
  round_amount: '%{merchant} charged a round %{amount} %{currency} on %{date}, above %{limit} %{currency}.',
  missing_coding: '%{merchant} (%{amount} %{currency}, %{date}) has no category after %{age} days; coding is due within %{days} days.',
  vat_without_trn: '%{merchant} (%{date}) claims %{vat} %{currency} VAT without a valid supplier TRN.',
  vat_without_trn_bill: 'Bill %{invoice} from %{merchant} (%{date}) claims %{vat} %{currency} VAT without a valid supplier TRN.',
} as const;

/** A text with its `%{name}` parameters filled in (unknown names stay as written). */
export function fillParams(text: string, params: Record<string, string | number>): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The English sentence of an explanation. */
export function explanationInEnglish(explanation: ComplianceExplanation): string {
  const kind = explanation.key.split('.').pop() ?? '';
  const text = (COMPLIANCE_EXPLANATIONS_EN as Record<string, string>)[kind];
  return text === undefined ? explanation.key : fillParams(text, explanation.params);
}
