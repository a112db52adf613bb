import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/payment-methods` opens on the payment methods in the API's order (react-admin's default sort, by id). */
export const paymentMethodListQuery = defineListQuery({ resource: 'payment-methods', sort: { field: 'id', order: 'ASC' } });
