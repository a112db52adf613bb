import type { Currency } from './types.ts';

/**
 * What every company of the mock starts with, in one place: the seed, the writes that create
 * cards, people and departments, and `GET config` (card_currency) all read these.
 */

/** The currency of the company's money, its people's and departments' limits, and new cards. */
export const COMPANY_CURRENCY = 'AED' satisfies Currency;

/** The company's own balance at the start (transfers from the company draw on it). */
export const COMPANY_FUNDS = 2_500_000;
