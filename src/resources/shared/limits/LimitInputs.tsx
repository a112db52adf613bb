import { NumberInput, RadioButtonGroupInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { validateAmount } from '../../../domain/amounts';
import type { LimitEntity } from '../../../domain/contractLists';
import type { LimitModeName } from '../../../domain/permissionNames';
import { LimitModeHelp } from './LimitModeHelp';
import { modeTakesAmount } from '../../../domain/moneyModel';

const amountRules = [required(), validateAmount];

type LimitInputsProps = {
  /** Whose limit: the mode explanations name what an inherited limit inherits from. */
  entity: LimitEntity;
  /** The form object holding `mode` and `amount` (e.g. `limit` on a new card); the form root when absent. */
  source?: string;
  /** The modes the user may choose. */
  modes: readonly LimitModeName[];
};

/**
 * A limit's mode and amount (spec §6), as every limit form asks them: only the allowed modes,
 * each explained in one line, and an amount for a cap only (a balance holds what is moved into it). Their labels are the limit texts whatever the form's resource.
 */
export const LimitInputs = ({ entity, source, modes }: LimitInputsProps) => {
  const at = (field: string) => (source ? `${source}.${field}` : field);
  const mode = useWatch({ name: at('mode') }) as LimitModeName | undefined;
  return (
    <>
      <RadioButtonGroupInput
        source={at('mode')}
        label="spendboard.limits.mode"
        choices={modes.map((each) => ({ id: each, name: `spendboard.limits.modes.${each}` }))}
        validate={required()}
        helperText={<LimitModeHelp entity={entity} modes={modes} />}
      />
      {modeTakesAmount(mode) && <NumberInput source={at('amount')} label="spendboard.limits.amount" step={0.01} validate={amountRules} />}
    </>
  );
};
