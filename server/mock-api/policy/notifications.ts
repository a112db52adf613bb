/** The bell's notifiers live in the store (the seed rings the bell by them too); the API's writes take them from here. */
export { fundingDecisionNotice, notifyPerson, spendRequestNotice } from '../store/bell.ts';
