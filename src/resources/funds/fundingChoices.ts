import { CURRENCIES, FUNDING_DURATIONS, FUNDING_RECURRENCES, LIMIT_ENTITIES } from '../../domain/contractLists';

const T = 'resources.funding-requests';

export const fundingTargetTypeChoices = LIMIT_ENTITIES.map((type) => ({ id: type, name: `${T}.target_types.${type}` }));
export const fundingRecurrenceChoices = FUNDING_RECURRENCES.map((value) => ({ id: value, name: `${T}.recurrences.${value}` }));
export const fundingDurationChoices = FUNDING_DURATIONS.map((value) => ({ id: value, name: `${T}.durations.${value}` }));
export const fundingCurrencyChoices = CURRENCIES.map((currency) => ({ id: currency, name: currency }));

/** The text key of a target kind ('Department'). */
export const fundingTargetTypeLabel = (type: string) => `${T}.target_types.${type}`;
