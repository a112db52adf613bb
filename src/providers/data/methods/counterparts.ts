import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type CounterpartDuplicates = components['schemas']['CounterpartDuplicates']['data'];

/** Counterparts' calls beyond the catalogue's CRUD. */
export const counterpartsMethods = {
  /** `GET counterparts/duplicates`: the company's counterparts that already have this TRN or IBAN (a warning, not an error). */
  async findCounterpartDuplicates(query: { trn?: string | null; iban?: string | null; exceptId?: number }): Promise<CounterpartDuplicates> {
    const body = await unwrap(
      apiClient.GET('/api/admin/counterparts/duplicates', {
        params: {
          query: {
            ...(query.trn ? { trn: query.trn } : {}),
            ...(query.iban ? { iban: query.iban } : {}),
            ...(query.exceptId === undefined ? {} : { except_id: query.exceptId }),
          },
        },
      }),
    );
    return body.data;
  },
};
