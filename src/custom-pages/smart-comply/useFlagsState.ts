import { useMemo, useState } from 'react';
import { useList, type ListControllerResult } from 'react-admin';
import type { ComplianceFlagFilters, ComplianceFlagRecord } from '../../providers/data/methods/compliance';
import { useComplianceFlags } from './useCompliance';

/** The rows' resource name for react-admin's table (not a dataProvider resource: flags are read by `getComplianceFlags`). */
export const FLAGS_RESOURCE = 'compliance_flags';

export type FlagSort = 'risk' | 'day';

/**
 * The flags tab's state: its filters (open flags by default; rule, severity, person, department, days), the order
 * (highest risk first, or newest), the server's page of flags and a list context over it (the table shows the page,
 * the pagination moves it). Changing a filter (`changed`) goes back to the first page.
 */
export function useFlagsState() {
  const [status, setStatus] = useState<string>('open');
  const [kind, setKind] = useState<string>('');
  const [severity, setSeverity] = useState<string>('');
  const [member, setMember] = useState('');
  const [department, setDepartment] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<FlagSort>('risk');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
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
  const rows = useMemo(() => flags.data?.data ?? [], [flags.data]);
  const list = useList<ComplianceFlagRecord>({ data: rows, perPage, resource: FLAGS_RESOURCE });
  const total = flags.data?.meta.total ?? 0;
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
  const changed = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return {
    values: { status, rule_kind: kind, severity, member, department, from, to, sort },
    setters: {
      status: setStatus,
      rule_kind: setKind,
      severity: setSeverity,
      member: setMember,
      department: setDepartment,
      from: setFrom,
      to: setTo,
      sort: setSort,
    },
    changed,
    flags,
    context,
  };
}

export type FlagsState = ReturnType<typeof useFlagsState>;
