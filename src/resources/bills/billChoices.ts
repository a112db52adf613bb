import { BILL_SOURCES, CURRENCIES, type BillSource } from '../../domain/contractLists';

/** The label key of each way a bill comes in (a new value in the OpenAPI fails the type check here). */
const SOURCE_LABELS: Record<BillSource, string> = {
  upload: 'resources.bills.source.upload',
  mailbox: 'resources.bills.source.mailbox',
  manual: 'resources.bills.source.manual',
};

export const billSourceLabel = (source: BillSource): string => SOURCE_LABELS[source];
export const billSourceChoices = BILL_SOURCES.map((source) => ({ id: source, name: SOURCE_LABELS[source] }));
export const currencyChoices = CURRENCIES.map((code) => ({ id: code, name: code }));
