import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMPLIANCE_FLAG_STATUSES, COMPLIANCE_RULE_KINDS, COMPLIANCE_SEVERITIES } from '../../domain/contractLists';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import type { ComplianceFlagFilters, ComplianceFlagRecord } from '../../providers/data/methods/compliance';
import { billPaths } from '../../resources/bills/paths';
import { expensePaths } from '../../resources/expenses/paths';
import { FlagDecisionDialog } from './FlagDecisionDialog';
import { useComplianceFlags, useComplianceScores } from './useCompliance';

const T = 'spendboard.compliance';
const ANY = '';

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
  const [page, setPage] = useState(0);
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
  const flags = useComplianceFlags({ page: page + 1, perPage, sort, filters });
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
    setPage(0);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2}>
        {choices.map((choice) => (
          <FormControl key={choice.name} size="small" sx={{ minWidth: 180 }}>
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
          <FormControl key={owner.name} size="small" sx={{ minWidth: 180 }}>
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
        <TextField
          size="small"
          type="date"
          label={translate(`${T}.flags.from`)}
          value={from}
          onChange={(event) => changed(() => setFrom(event.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={translate(`${T}.flags.to`)}
          value={to}
          onChange={(event) => changed(() => setTo(event.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControl size="small" sx={{ minWidth: 180 }}>
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
        <Box>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(`${T}.flags.title`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.flags.rule`)}</TableCell>
                  <TableCell>{translate(`${T}.flags.why`)}</TableCell>
                  <TableCell>{translate(`${T}.flags.severity`)}</TableCell>
                  <TableCell>{translate(`${T}.flags.records`)}</TableCell>
                  <TableCell {...AMOUNT_CELL}>{translate(`${T}.flags.amount`)}</TableCell>
                  <TableCell>{translate(`${T}.flags.status`)}</TableCell>
                  {canManage ? <TableCell>{translate(`${T}.flags.actions`)}</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {flags.data.data.map((flag) => (
                  <TableRow key={flag.id}>
                    <TableCell>{translate(`${T}.kinds.${flag.rule_kind}`)}</TableCell>
                    <TableCell sx={{ minWidth: 280 }}>
                      {translate(flag.explanation.key, flag.explanation.params)}
                      {flag.resolution ? (
                        <Typography variant="body2" color="text.secondary">
                          {translate(`${T}.flags.decided`, {
                            text: flag.resolution.text,
                            by: flag.resolution.by ? `${flag.resolution.by.first_name} ${flag.resolution.by.last_name}` : '',
                          })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <StatusChip family="compliance_severity" status={flag.severity} />
                    </TableCell>
                    <TableCell>
                      <Stack spacing={0.5}>
                        {flag.subject.expense_ids.map((id) => (
                          <Link key={`e${id}`} component={RouterLink} to={expensePaths.detail(id)}>
                            {translate(`${T}.flags.expense_link`, { id })}
                          </Link>
                        ))}
                        {flag.subject.bill_ids.map((id) => (
                          <Link key={`b${id}`} component={RouterLink} to={billPaths.detail(id)}>
                            {translate(`${T}.flags.bill_link`, { id })}
                          </Link>
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell {...AMOUNT_CELL}>
                      <Money amount={flag.amount} currency={String(flag.explanation.params.currency ?? 'AED')} />
                    </TableCell>
                    <TableCell>
                      <StatusChip family="compliance_flag" status={flag.status} />
                    </TableCell>
                    {canManage ? (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {flag.status === 'open' ? (
                          <>
                            <Button size="small" onClick={() => setDeciding({ flag, action: 'resolve' })}>
                              {translate(`${T}.flags.resolve`)}
                            </Button>
                            <Button size="small" color="error" onClick={() => setDeciding({ flag, action: 'dismiss' })}>
                              {translate(`${T}.flags.dismiss`)}
                            </Button>
                          </>
                        ) : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={flags.data.meta.total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 20, 50]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => changed(() => setPerPage(Number(event.target.value)))}
          />
        </Box>
      )}
      {deciding ? <FlagDecisionDialog flag={deciding.flag} action={deciding.action} onClose={() => setDeciding(null)} /> : null}
    </Stack>
  );
};
