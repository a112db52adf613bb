/** English text of the day fields' validation (`validateDayField` in dates.ts); kept apart so the texts do not pull dayjs into the first page. */
export const dayMessagesEn = { spendboard: { validation: { day: 'Enter a date as DD/MM/YYYY' } } } as const;
