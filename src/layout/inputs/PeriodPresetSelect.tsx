import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverToday } from '../../providers/serverToday';
import { PERIOD_PRESETS, presetOf, presetRange, type DayRange, type PeriodPreset } from '../../domain/periods';

type PeriodPresetSelectProps = {
  from: unknown;
  to: unknown;
  /** The days of the preset picked ("Custom" keeps the days and calls nothing). */
  onChange: (range: DayRange) => void;
  label?: string;
  size?: 'small' | 'medium';
  /** Today as YYYY-MM-DD (the API's clock, Dubai: its answers' `Date`) unless given. */
  today?: string;
};

/**
 * "This month", "Last month", "This quarter", "Last quarter", "Year to date" or "Custom" (spec §9)
 * beside a From/To pair: picking one sets both days; the select shows the preset the days are.
 */
export const PeriodPresetSelect = ({ from, to, onChange, label, size = 'small', today = serverToday() }: PeriodPresetSelectProps) => {
  const translate = useTranslate();
  const [customPicked, setCustomPicked] = useState(false);
  const value: PeriodPreset = customPicked ? 'custom' : presetOf(from, to, today);
  return (
    <TextField
      select
      size={size}
      label={label ?? translate('spendboard.periods.label')}
      value={value}
      onChange={(event) => {
        const preset = event.target.value as PeriodPreset;
        const range = presetRange(preset, today);
        setCustomPicked(range === null);
        if (range) onChange(range);
      }}
      sx={{ minWidth: 170 }}
    >
      {PERIOD_PRESETS.map((preset) => (
        <MenuItem key={preset} value={preset}>
          {translate(`spendboard.periods.presets.${preset}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
