import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, FormControl, InputLabel, Link, MenuItem, Select, Stack, Typography } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  useList,
  useTranslate,
  type ListControllerResult,
} from 'react-admin';
import { COMPLIANCE_FLAG_STATUSES, COMPLIANCE_RULE_KINDS, COMPLIANCE_SEVERITIES } from '../../domain/contractLists';
import { DayField } from '../../layout/inputs/DayField';
import { PeriodPresetSelect } from '../../layout/inputs/PeriodPresetSelect';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import type { ComplianceFlagFilters, ComplianceFlagRecord } from '../../providers/data/methods/compliance';
import { billPaths } from '../../resources/bills/paths';
import { expensePaths } from '../../resources/expenses/paths';
import { FlagDecisionDialog } from './FlagDecisionDialog';
import { useFlagRecordLabel } from './useFlagRecordLabel';
import { useComplianceFlags, useComplianceScores } from './useCompliance';
import { useExplanationText } from './useExplanationText';

const T = 'spendboard.compliance';
const ANY = '';
const PAGE_SIZES = [10, 20, 50];
/** The rows' resource name for react-admin's table (not a dataProvider resource: flags are read by `getComplianceFlags`). */
const FLAGS_RESOURCE = 'compliance_flags';
const Column = DataTable.Col<ComplianceFlagRecord>;
/** A filter's width: side by side on wider screens (react-admin's theme makes fields full width), one a line on a phone. */
const FILTER_SX = { minWidth: 180, width: { xs: '100%', sm: 'auto' } } as const;

type Decide = (flag: ComplianceFlagRecord, action: 'resolve' | 'dismiss') => void;

/** The amount at stake, in the flag's currency. */
const FlagMoney = ({ flag }: { flag: ComplianceFlagRecord }) => (
  <Money amount={flag.amount} currency={String(flag.explanation.params.currency ?? 'AED')} />
);

/**
 * Links to the expenses and bills the flag names (its evidence), each by its merchant or vendor and
 * amount, opening the record itself. Inline elements only: a phone card holds them in a paragraph.
 */
const RecordLinks = ({ flag }: { flag: ComplianceFlagRecord }) => {
  const label = useFlagRecordLabel(flag);
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
      {flag.subject.expense_ids.map((id) => (
        <Link key={`e${id}`} component={RouterLink} to={expensePaths.detail(id)} sx={{ whiteSpace: 'nowrap' }}>
          {label('expense', id)}
        </Link>
      ))}
      {flag.subject.bill_ids.map((id) => (
        <Link key={`b${id}`} component={RouterLink} to={billPaths.detail(id)} sx={{ whiteSpace: 'nowrap' }}>
          {label('bill', id)}
        </Link>
      ))}
    </Box>
  );
};

/** Who decided a resolved or dismissed flag, and their note or reason. */
const Decided = ({ flag }: { flag: ComplianceFlagRecord }) => {
  const translate = useTranslate();
  if (!flag.resolution) return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {translate(`${T}.flags.decided`, {
        text: flag.resolution.text,
        by: flag.resolution.by ? `${flag.resolution.by.first_name} ${flag.resolution.by.last_name}` : '',
      })}
    </Typography>
  );
};

/** Resolve and dismiss, for an open flag. */
const FlagActions = ({ flag, onDecide }: { flag: ComplianceFlagRecord; onDecide: Decide }) => {
  const translate = useTranslate();
  if (flag.status !== 'open') return null;
  return (
    <>
      <Button size="small" onClick={() => onDecide(flag, 'resolve')}>
        {translate(`${T}.flags.resolve`)}
      </Button>
      <Button size="small" color="inherit" onClick={() => onDecide(flag, 'dismiss')}>
        {translate(`${T}.flags.dismiss`)}
      </Button>
    </>
  );
};

/**
 * A flag's card below 600 px (under its rule and amount): why it fired, its severity and status,
 * the records it names and its actions. Inline elements only (the card's text is a paragraph).
 */
const FlagCard = ({ flag, canManage, onDecide }: { flag: ComplianceFlagRecord; canManage: boolean; onDecide: Decide }) => {
  const translate = useTranslate();
  const explain = useExplanationText();
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
      <Box component="span" sx={{ color: 'text.primary' }}>
        {explain(flag.explanation)}
      </Box>
      <Decided flag={flag} />
      <Box component="span">
        {`${translate(`${T}.flags.severity`)}: ${translate(`${T}.severity.${flag.severity}`)} · ${translate(`${T}.flags.status`)}: ${translate(`spendboard.status.compliance_flag.${flag.status}`)}`}
      </Box>
      <RecordLinks flag={flag} />
      {canManage && flag.status === 'open' ? (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, marginInlineStart: -1 }}>
          <FlagActions flag={flag} onDecide={onDecide} />
        </Box>
      ) : null}
    </Box>
  );
};

type Choice = { name: 'status' | 'rule_kind' | 'severity'; values: readonly string[]; label: (value: string) => string };

/** The flags, highest risk first, with their filters; resolve and dismiss for those who may manage compliance. */
export const FlagsTab = ({ canManage }: { canManage: boolean }) => {
  const translate = useTranslate();
  const [status, setStatus] = useState<string>('open');
  const [kind, setKind] = useState<string>(ANY);
  const [severity, setSeverity] = useState<string>(ANY);
  const [member, setMember] = useState('');
  const [department, setDepartment] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<'risk' | 'day'>('risk');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const [deciding, setDeciding] = useState<{ flag: ComplianceFlagRecord; action: 'resolve' | 'dismiss' } | null>(null);
  const filters: ComplianceFlagFilters = {
    in: {
      ...(status ? { status: [status as ComplianceFlagRecord['status']] } : {}),
      ...(kind ? { rule_kind: [kind as ComplianceFlagRecord['rule_kind']] } : {}),
      ...(severity ? { severity: [severity as ComplianceFlagRecord['severity']] } : {}),
      ...(member ? { member_id: [member] } : {}),
      ...(department ? { department_id: [department] } : {}),
    },
    ...(from ? { date_min: { day: from } } : {}),
    ...(to ? { date_max: { day: to } } : {}),
  };
  const flags = useComplianceFlags({ page, perPage, sort, filters });
  const explain = useExplanationText();
  const onDecide: Decide = (flag, action) => setDeciding({ flag, action });
  const rows = useMemo(() => flags.data?.data ?? [], [flags.data]);
  const list = useList<ComplianceFlagRecord>({ data: rows, perPage, resource: FLAGS_RESOURCE });
  const total = flags.data?.meta.total ?? 0;
  // The server pages the flags: the table shows its page, and the pagination moves it.
  const context = {
    ...list,
    total,
    page,
    perPage,
    setPage,
    setPerPage: (next: number) => {
      setPerPage(next);
      setPage(1);
    },
    hasNextPage: page * perPage < total,
    hasPreviousPage: page > 1,
  } as ListControllerResult<ComplianceFlagRecord>;
  // The people and departments with spend name the choices of their filters.
  const scores = useComplianceScores();
  const owners = [
    { name: 'member', value: member, set: setMember, lines: scores.data?.people ?? [] },
    { name: 'department', value: department, set: setDepartment, lines: scores.data?.departments ?? [] },
  ] as const;
  const choices: Choice[] = [
    { name: 'status', values: COMPLIANCE_FLAG_STATUSES, label: (value) => translate(`spendboard.status.compliance_flag.${value}`) },
    { name: 'rule_kind', values: COMPLIANCE_RULE_KINDS, label: (value) => translate(`${T}.kinds.${value}`) },
    { name: 'severity', values: COMPLIANCE_SEVERITIES, label: (value) => translate(`${T}.severity.${value}`) },
  ];
  const values = { status, rule_kind: kind, severity };
  const setters = { status: setStatus, rule_kind: setKind, severity: setSeverity };
  const labels = {
    status: translate(`${T}.flags.status`),
    rule_kind: translate(`${T}.flags.rule`),
    severity: translate(`${T}.flags.severity`),
  };
  const changed = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return (
    <Stack spacing={2}>
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
          from={from}
          to={to}
          onChange={(range) =>
            changed(() => {
              setFrom(range.from);
              setTo(range.to);
            })
          }
        />
        <DayField
          size="small"
          fullWidth={false}
          sx={FILTER_SX}
          label={translate(`${T}.flags.from`)}
          value={from}
          onChange={(day) => changed(() => setFrom(day))}
        />
        <DayField
          size="small"
          fullWidth={false}
          sx={FILTER_SX}
          label={translate(`${T}.flags.to`)}
          value={to}
          onChange={(day) => changed(() => setTo(day))}
        />
        <FormControl size="small" fullWidth={false} sx={FILTER_SX}>
          <InputLabel id="comply-sort">{translate(`${T}.flags.sort`)}</InputLabel>
          <Select
            labelId="comply-sort"
            label={translate(`${T}.flags.sort`)}
            value={sort}
            onChange={(event) => changed(() => setSort(event.target.value as 'risk' | 'day'))}
          >
            <MenuItem value="risk">{translate(`${T}.flags.sort_risk`)}</MenuItem>
            <MenuItem value="day">{translate(`${T}.flags.sort_day`)}</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      {flags.isPending ? (
        <CircularProgress aria-label={translate('spendboard.loading')} />
      ) : flags.isError ? (
        <Alert severity="error">{translate(`${T}.load_failed`)}</Alert>
      ) : flags.data.data.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.flags.empty`)}</Typography>
      ) : (
        <ResourceContextProvider value={FLAGS_RESOURCE}>
          <ListContextProvider value={context}>
            <ResponsiveDataTable<ComplianceFlagRecord>
              aria-label={translate(`${T}.flags.title`)}
              // Rows are not links (a flag has no page of its own): no hover shade, which also kept the
              // actions' colours below contrast under the pointer.
              hover={false}
              phone={{
                primaryText: (flag) => translate(`${T}.kinds.${flag.rule_kind}`),
                tertiaryText: (flag) => <FlagMoney flag={flag} />,
                secondaryText: (flag) => <FlagCard flag={flag} canManage={canManage} onDecide={onDecide} />,
              }}
            >
              <Column
                source="rule_kind"
                label={`${T}.flags.rule`}
                disableSort
                render={(flag) => translate(`${T}.kinds.${flag.rule_kind}`)}
              />
              <Column
                source="explanation"
                label={`${T}.flags.why`}
                disableSort
                cellSx={() => ({ minWidth: 280 })}
                render={(flag) => (
                  <>
                    {explain(flag.explanation)}
                    <Decided flag={flag} />
                  </>
                )}
              />
              <Column
                source="severity"
                label={`${T}.flags.severity`}
                disableSort
                render={(flag) => <StatusChip family="compliance_severity" status={flag.severity} />}
              />
              <Column source="subject" label={`${T}.flags.records`} disableSort render={(flag) => <RecordLinks flag={flag} />} />
              <Column
                source="amount"
                label={`${T}.flags.amount`}
                disableSort
                align="right"
                cellSx={() => AMOUNT_CELL.sx}
                render={(flag) => <FlagMoney flag={flag} />}
              />
              <Column
                source="status"
                label={`${T}.flags.status`}
                disableSort
                render={(flag) => <StatusChip family="compliance_flag" status={flag.status} />}
              />
              {canManage ? (
                <Column
                  source="id"
                  label={`${T}.flags.actions`}
                  disableSort
                  cellSx={() => ({ whiteSpace: 'nowrap' })}
                  render={(flag) => <FlagActions flag={flag} onDecide={onDecide} />}
                />
              ) : null}
            </ResponsiveDataTable>
            <Pagination rowsPerPageOptions={PAGE_SIZES} />
          </ListContextProvider>
        </ResourceContextProvider>
      )}
      {deciding ? <FlagDecisionDialog flag={deciding.flag} action={deciding.action} onClose={() => setDeciding(null)} /> : null}
    </Stack>
  );
};
