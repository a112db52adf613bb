import { defaultExpenseDateRange } from '../../domain/dates';
import { defineListQuery } from '../../layout/lists/listQuery';

/** `/expenses` opens on the newest expenses of the days from one month ago to today (spec §9). */
export const expenseListQuery = defineListQuery({
  resource: 'expenses',
  sort: { field: 'spent_at', order: 'DESC' },
  filterDefaultValues: () => {
    const { from, to } = defaultExpenseDateRange();
    return { spent_from: from, spent_until: to };
  },
});
