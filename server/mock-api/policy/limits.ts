import { roundCents } from '../../../src/domain/cents.ts';
import type { components } from '../../../src/api/schema.d.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { emptyLimit, LIMIT_INHERITS_FROM, limitModeFromCode } from '../../../src/domain/limits.ts';
import { limitPermission, type LimitModeName } from '../../../src/domain/permissionNames.ts';
import type { FieldErrors } from '../http/errors.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import type { Currency, Limit, LimitEntity } from '../store/types.ts';

type LimitInput = components['schemas']['LimitInput'];

/**
 * Limit writes, the same for member, department, company and card: which permission a write
 * needs, why it is invalid, and the limit it leaves. What was spent always stays. Modes travel
 * as codes and the inheritance chain is the app's (`src/domain/limits.ts`).
 */

/**
 * The permission a write needs (`update_card_limits_limit`, …), or null when it leaves the limit
 * as it is, so a form that sends the unchanged limit back needs no limit permission.
 */
export function limitPermissionFor(entity: LimitEntity, input: LimitInput | undefined, previous?: Limit): string | null {
  const mode = input && limitModeFromCode(input.mode);
  if (!input || !mode) return null;
  const unchanged = previous?.mode === mode && (mode === 'inherited' || previous.amount === input.amount);
  return unchanged ? null : limitPermission(entity, mode);
}

/** Field errors of a limit write (`prefix` names the field, e.g. `limit.` inside a bigger body). */
export function limitErrors(entity: LimitEntity, input: LimitInput, previous: Limit | undefined, prefix = ''): FieldErrors {
  const mode = limitModeFromCode(input.mode);
  if (mode === 'inherited' && LIMIT_INHERITS_FROM[entity] === null) {
    return { [`${prefix}mode`]: ['A company has nothing to inherit from: choose limit or balance.'] };
  }
  const spent = previous?.spent ?? 0;
  if (mode !== 'inherited' && input.amount < spent) {
    return {
      [`${prefix}amount`]: [
        `The limit cannot be below what was already spent (${formatMoney(spent, previous?.currency ?? COMPANY_CURRENCY)}).`,
      ],
    };
  }
  return {};
}

/** The limit after a validated write: the amount and balance follow the new mode. */
export function nextLimit(entity: LimitEntity, previous: Limit, input: LimitInput): Limit {
  const mode: LimitModeName = limitModeFromCode(input.mode) ?? 'inherited';
  if (mode === 'inherited') return { ...previous, mode, inherited_from: LIMIT_INHERITS_FROM[entity] };
  return { ...previous, mode, amount: input.amount, balance: roundCents(input.amount - previous.spent), inherited_from: null };
}

/** A new limit with nothing spent yet, as the write sets it (inherited without one). */
export function freshLimit(entity: LimitEntity, currency: Currency, input?: LimitInput): Limit {
  const empty = emptyLimit(entity, currency);
  return input ? nextLimit(entity, empty, input) : empty;
}
