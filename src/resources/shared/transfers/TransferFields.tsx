import { NumberInput, RadioButtonGroupInput, SelectInput, required, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { LimitEntity } from '../../../api/schema';
import { formatMoney } from '../../../domain/amounts';
import { holdsMoney } from '../../../domain/moneyModel';
import { sideInCurrency, transferableBalance, validateTransferAmount } from '../../../domain/transfers';
import { useLimit } from '../limits/useLimit';
import { TransferCounterpartInput, counterpartSource } from './TransferCounterpartInput';

export type TransferDirectionName = 'out' | 'in';

type TransferFieldsProps = {
  entity: LimitEntity;
  id: string | number;
  targets: LimitEntity[];
  sources: LimitEntity[];
};

/** The party whose limit is read: a company is the active company (the dataProvider knows it). */
const limitId = (type: LimitEntity, id: unknown) => (type === 'company' ? undefined : (id as string | number | undefined));

/** Direction, other side and amount; the amount is checked against the source's balance. */
export const TransferFields = ({ entity, id, targets, sources }: TransferFieldsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const direction = useWatch({ name: 'direction' }) as TransferDirectionName;
  const kinds = direction === 'out' ? targets : sources;
  const chosenType = useWatch({ name: 'counterpart_type' }) as LimitEntity | undefined;
  const counterpartType = chosenType && kinds.includes(chosenType) ? chosenType : undefined;
  const counterpartId = useWatch({ name: counterpartSource(counterpartType ?? 'company') }) as unknown;
  // Money comes in from the other side: nothing to read until its kind is chosen (null).
  const sourceLimit = useLimit(
    direction === 'out' ? entity : (counterpartType ?? entity),
    direction === 'out' ? limitId(entity, id) : counterpartType ? limitId(counterpartType, counterpartId) : null,
  );
  // The side that receives: the move is in its currency, and a company source draws on that balance of its wallet.
  const targetLimit = useLimit(
    direction === 'out' ? (counterpartType ?? entity) : entity,
    direction === 'out' ? (counterpartType ? limitId(counterpartType, counterpartId) : null) : limitId(entity, id),
  );
  const sourceIsCompany = direction === 'out' ? entity === 'company' : counterpartType === 'company';
  const moveCurrency = sourceIsCompany ? targetLimit.data?.currency : undefined;
  const source = sourceLimit.data && moveCurrency ? sideInCurrency(sourceLimit.data, moveCurrency) : sourceLimit.data;
  const balance = source ? transferableBalance(source) : null;
  const money = source ? { currency: source.currency, locale } : undefined;
  // An inherited limit spends its parent's balance: it has none of its own to move, and says so.
  const balanceHelp = !source
    ? false
    : translate(!holdsMoney(source.mode) ? 'spendboard.transfers.available_inherited' : 'spendboard.transfers.available', {
        balance: formatMoney(balance ?? 0, source.currency, locale),
      });
  const entityName = translate(`spendboard.transfers.entities.${entity}`);

  const directionChoices = [
    ...(targets.length ? [{ id: 'out', name: translate('spendboard.transfers.out', { entity: entityName }) }] : []),
    ...(sources.length ? [{ id: 'in', name: translate('spendboard.transfers.in', { entity: entityName }) }] : []),
  ];
  const kindChoices = kinds.map((kind) => ({ id: kind, name: `spendboard.transfers.kinds.${kind}` }));
  const validateAmount = [
    required(),
    (value: unknown) => validateTransferAmount(value as string, balance ?? Number.POSITIVE_INFINITY, money),
  ];

  return (
    <>
      <RadioButtonGroupInput source="direction" choices={directionChoices} translateChoice={false} />
      <SelectInput source="counterpart_type" choices={kindChoices} validate={required()} />
      {counterpartType && <TransferCounterpartInput key={counterpartType} type={counterpartType} />}
      <NumberInput source="amount" step={0.01} validate={validateAmount} helperText={balanceHelp} />
    </>
  );
};
