/**
 * The department form (spec §7): what a create or an edit sends as form data.
 */
import { INHERITED_LIMIT_CODE, limitModeFromCode, type LimitModeCode } from './limits';
import { limitWriteAmount } from './moneyModel';

export type DepartmentFormValues = {
  name?: string | null;
  /** '3' inherited, '2' limit, '1' balance. */
  limit_mode?: LimitModeCode | null;
  limit_amount?: number | string | null;
  administrator_ids?: ReadonlyArray<number | string> | null;
};

export type DepartmentPayload = {
  name: string;
  limit?: { mode: LimitModeCode; amount: number };
  administrator_ids: number[];
};

const amountOf = (values: DepartmentFormValues) =>
  limitWriteAmount(limitModeFromCode(values.limit_mode) ?? 'inherited', values.limit_amount);

/**
 * The payload of a department write. The limit is sent on create unless it is inherited, and on
 * an edit only when its mode or amount changed (each mode needs its own permission, so an
 * unchanged limit is never re-sent). An inherited limit is sent with amount 0.
 */
export function departmentPayload(values: DepartmentFormValues, initial?: DepartmentFormValues): DepartmentPayload {
  const payload: DepartmentPayload = {
    name: (values.name ?? '').trim(),
    administrator_ids: [...new Set((values.administrator_ids ?? []).map(Number))],
  };
  const mode = values.limit_mode ?? INHERITED_LIMIT_CODE;
  const changed = initial
    ? mode !== (initial.limit_mode ?? INHERITED_LIMIT_CODE) || amountOf({ ...values, limit_mode: mode }) !== amountOf(initial)
    : mode !== INHERITED_LIMIT_CODE;
  if (changed) payload.limit = { mode, amount: amountOf({ ...values, limit_mode: mode }) };
  return payload;
}
