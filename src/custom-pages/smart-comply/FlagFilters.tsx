import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMPLIANCE_FLAG_STATUSES, COMPLIANCE_RULE_KINDS, COMPLIANCE_SEVERITIES } from '../../domain/contractLists';
import { DayField } from '../../layout/inputs/DayField';
import { PeriodPresetSelect } from '../../layout/inputs/PeriodPresetSelect';
import { useComplianceScores } from './useCompliance';
import type { FlagSort, FlagsState } from './useFlagsState';

const T = 'spendboard.compliance';
const ANY = '';
/** A filter's width: side by side on wider screens (react-admin's theme makes fields full width), one a line on a phone. */
const FILTER_SX = { minWidth: 180, width: { xs: '100%', sm: 'auto' } } as const;

type Choice = { name: 'status' | 'rule_kind' | 'severity'; values: readonly string[]; label: (value: string) => string };

/** The flags' filters (status, rule, severity, person, department, days) and their order; each change goes to page 1. */
export const FlagFilters = ({ state }: { state: FlagsState }) => {
  const translate = useTranslate();
  const { values, setters, changed } = state;
  // The people and departments with spend name the choices of their filters.
  const scores = useComplianceScores();
  const owners = [
    { name: 'member', value: values.member, set: setters.member, lines: scores.data?.people ?? [] },
    { name: 'department', value: values.department, set: setters.department, lines: scores.data?.departments ?? [] },
  ] as const;
  const choices: Choice[] = [
    { name: 'status', values: COMPLIANCE_FLAG_STATUSES, label: (value) => translate(`spendboard.status.compliance_flag.${value}`) },
    { name: 'rule_kind', values: COMPLIANCE_RULE_KINDS, label: (value) => translate(`${T}.kinds.${value}`) },
    { name: 'severity', values: COMPLIANCE_SEVERITIES, label: (value) => translate(`${T}.severity.${value}`) },
  ];
  const labels = {
    status: translate(`${T}.flags.status`),
    rule_kind: translate(`${T}.flags.rule`),
    severity: translate(`${T}.flags.severity`),
  };
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2}>
      {choices.map((choice) => (
        <FormControl key={choice.name} size="small" fullWidth={false} sx={FILTER_SX}>
          <InputLabel id={`comply-${choice.name}`}>{labels[choice.name]}</InputLabel>
          <Select
            labelId={`comply-${choice.name}`}
            label={labels[choice.name]}
            value={values[choice.name]}
            onChange={(event) => changed(() => setters[choice.name](event.target.value))}
          >
            <MenuItem value={ANY}>{translate(`${T}.flags.any`)}</MenuItem>
            {choice.values.map((value) => (
              <MenuItem key={value} value={value}>
                {choice.label(value)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ))}
      {owners.map((owner) => (
        <FormControl key={owner.name} size="small" fullWidth={false} sx={FILTER_SX}>
          <InputLabel id={`comply-${owner.name}`}>
            {translate(`${T}.flags.${owner.name === 'member' ? 'person' : 'department'}`)}
          </InputLabel>
          <Select
            labelId={`comply-${owner.name}`}
            label={translate(`${T}.flags.${owner.name === 'member' ? 'person' : 'department'}`)}
            value={owner.value}
            onChange={(event) => changed(() => owner.set(event.target.value))}
          >
            <MenuItem value={ANY}>{translate(`${T}.flags.any`)}</MenuItem>
            {owner.lines.map((line) => (
              <MenuItem key={line.id} value={String(line.id)}>
                {line.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ))}
      <PeriodPresetSelect
        from={values.from}
        to={values.to}
        onChange={(range) =>
          changed(() => {
            setters.from(range.from);
            setters.to(range.to);
          })
        }
      />
      <DayField
        size="small"
        fullWidth={false}
        sx={FILTER_SX}
        label={translate(`${T}.flags.from`)}
        value={values.from}
        onChange={(day) => changed(() => setters.from(day))}
      />
      <DayField
        size="small"
        fullWidth={false}
        sx={FILTER_SX}
        label={translate(`${T}.flags.to`)}
        value={values.to}
        onChange={(day) => changed(() => setters.to(day))}
      />
      <FormControl size="small" fullWidth={false} sx={FILTER_SX}>
        <InputLabel id="comply-sort">{translate(`${T}.flags.sort`)}</InputLabel>
        <Select
          labelId="comply-sort"
          label={translate(`${T}.flags.sort`)}
          value={values.sort}
          onChange={(event) => changed(() => setters.sort(event.target.value as FlagSort))}
        >
          <MenuItem value="risk">{translate(`${T}.flags.sort_risk`)}</MenuItem>
          <MenuItem value="day">{translate(`${T}.flags.sort_day`)}</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
};
