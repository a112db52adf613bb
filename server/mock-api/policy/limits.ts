import { limitAfterWrite, modeChangeStrandsMoney } from '../../../src/domain/moneyModel.ts';
import type { LimitInput } from '../../../src/api/schema.d.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { emptyLimit, LIMIT_INHERITS_FROM, limitModeFromCode } from '../../../src/domain/limits.ts';
import { limitPermission, type LimitModeName } from '../../../src/domain/permissionNames.ts';
import type { FieldErrors } from '../http/errors.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import type { Currency, Limit, LimitEntity } from '../store/types.ts';

/**
 * Limit writes, the same for member, department, company and card: which permission a write
 * needs, why it is invalid, and the limit it leaves. What was spent always stays, and no limit write
 * moves money: a cap is not a balance. Modes travel
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
  if (entity === 'company') {
    return {
      [`${prefix}mode`]: [
        "The company's money is its wallet: it changes by a top-up, a payment or a funding request, never by a limit write.",
      ],
    };
  }
  if (mode === 'inherited' && LIMIT_INHERITS_FROM[entity] === null) {
    return { [`${prefix}mode`]: ['A company has nothing to inherit from: choose limit or balance.'] };
  }
  if (previous && mode && modeChangeStrandsMoney(previous, mode)) {
    return {
      [`${prefix}mode`]: [
        `It holds ${formatMoney(previous.balance, previous.currency)}: move that money out before it stops being prefunded.`,
      ],
    };
  }
  const spent = previous?.spent ?? 0;
  if (mode === 'limit' && input.amount < spent) {
    return {
      [`${prefix}amount`]: [
        `The limit cannot be below what was already spent (${formatMoney(spent, previous?.currency ?? COMPANY_CURRENCY)}).`,
      ],
    };
  }
  return {};
}

/**
 * The limit after a validated write (the money model, `src/domain/moneyModel.ts`): the cap follows the
 * new mode; the money the account holds never changes (a limit is not money).
 */
export function nextLimit(entity: LimitEntity, previous: Limit, input: LimitInput): Limit {
  const mode: LimitModeName = limitModeFromCode(input.mode) ?? 'inherited';
  const next = limitAfterWrite(previous, mode, input.amount);
  return { ...next, inherited_from: mode === 'inherited' ? LIMIT_INHERITS_FROM[entity] : null };
}

/** A new limit with nothing spent yet, as the write sets it (inherited without one). */
export function freshLimit(entity: LimitEntity, currency: Currency, input?: LimitInput): Limit {
  const empty = emptyLimit(entity, currency);
  return input ? nextLimit(entity, empty, input) : empty;
}
