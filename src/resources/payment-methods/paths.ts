import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: payment methods live under the Admin settings. */
export const paymentMethodPaths = resourcePaths('/settings/payment-methods');
