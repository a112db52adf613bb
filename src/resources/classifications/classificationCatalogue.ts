import type { Classification, ClassificationWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { ClassificationInputs } from './ClassificationInputs';
import { ruleList } from './RuleListInput';

/** Classifications as a catalogue: CSV columns `name`, `priority`, and the rule lists with values separated by `;`. */
export const classificationCatalogue: CatalogueView<Classification> = {
  resource: 'classifications',
  csvColumns: ['name', 'priority', 'senders', 'subject_keywords', 'body_keywords'],
  toCsvRow: (classification) => ({
    name: classification.name,
    priority: classification.priority,
    senders: classification.senders.join(';'),
    subject_keywords: classification.subject_keywords.join(';'),
    body_keywords: classification.body_keywords.join(';'),
  }),
  importExample: {
    name: 'Utility bills',
    priority: '10',
    senders: 'billing@dewa.gov.ae',
    subject_keywords: 'invoice;bill',
    body_keywords: 'amount due',
  },
  nameOf: (classification) => classification.name,
  newValues: { name: '', priority: 100, senders: [], subject_keywords: [], body_keywords: [] },
  toWrite: (values): ClassificationWrite => ({
    name: String(values.name ?? '').trim(),
    priority: Number(values.priority),
    senders: ruleList(values.senders),
    subject_keywords: ruleList(values.subject_keywords),
    body_keywords: ruleList(values.body_keywords),
  }),
  Inputs: ClassificationInputs,
};
