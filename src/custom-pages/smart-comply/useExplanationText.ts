import { useLocaleState, useTranslate } from 'react-admin';
import { explanationParams } from '../../domain/complianceExplain';
import type { ComplianceExplanation } from '../../domain/complianceRules';
import { textDirection } from '../../i18n';

/**
 * A flag's explanation in the active language, built from its evidence (the API's `explanation`):
 * the language's sentence with amounts as money, days as dates and counts in its format (in Arabic
 * each value bidi-isolated in the right-to-left sentence). The app never shows the API's English
 * `explanation_text`.
 */
export function useExplanationText(): (explanation: ComplianceExplanation) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isolate = textDirection(locale) === 'rtl';
  return (explanation) => translate(explanation.key, explanationParams(explanation, locale, { isolate }));
}
