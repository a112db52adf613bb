import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PeriodPresetSelect } from './PeriodPresetSelect';

type PeriodPresetInputProps = {
  /** The filter's name in the list's filter bar (react-admin shows and hides filters by it); never sent. */
  source: string;
  fromSource: string;
  toSource: string;
  alwaysOn?: boolean;
  /** A translation key; 'Period' unless given. */
  label?: string;
};

/**
 * The period presets in a list's filter bar: picking one sets the list's From and To filters (the
 * filter form sends them as it does typed days); it keeps no value of its own.
 */
export const PeriodPresetInput = ({ fromSource, toSource, label = 'spendboard.periods.label' }: PeriodPresetInputProps) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [from, to] = useWatch({ name: [fromSource, toSource] }) as [unknown, unknown];
  return (
    <PeriodPresetSelect
      from={from}
      to={to}
      label={translate(label)}
      onChange={(range) => {
        setValue(fromSource, range.from, { shouldDirty: true });
        setValue(toSource, range.to, { shouldDirty: true });
      }}
    />
  );
};
