import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: classifications live under the Admin settings (search only). */
export const classificationPaths = resourcePaths('/settings/classifications');
