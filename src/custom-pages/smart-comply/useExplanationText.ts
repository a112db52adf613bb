import { useLocaleState, useTranslate } from 'react-admin';
import { explanationParams } from '../../domain/complianceExplain';
import type { ComplianceExplanation } from '../../domain/complianceRules';

/**
 * A flag's explanation in the active language, built from its evidence (the API's `explanation`):
 * the language's sentence with amounts as money, days as dates and counts in its format. The app
 * never shows the API's English `explanation_text`.
 */
export function useExplanationText(): (explanation: ComplianceExplanation) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (explanation) => translate(explanation.key, explanationParams(explanation, locale));
}
