/** The names spec §6 builds for limits and transfers (the declarations `resources/limits.ts` and `resources/transfers.ts` list them). */
import type { LimitEntity, LimitModeName } from './contractLists';

/** `update_card_limits_inherited`, `update_department_limits_balance`, … */
export function limitPermission(entity: LimitEntity, mode: LimitModeName): string {
  return `update_${entity}_limits_${mode}`;
}

/** `transfer_from_company_to_card`, … */
export function transferPermission(from: LimitEntity, to: LimitEntity): string {
  return `transfer_from_${from}_to_${to}`;
}
