import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_KINDS, type ReportKind } from '../../domain/contractLists';
import { reportDefinition, type ReportFilterName } from '../../domain/reportCatalogue';
import type { ReportFilters, SavedReport } from '../../providers/data/methods/insights';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

/** Rows the preview shows; an export asks for every row (up to the API's largest page). */
export const PREVIEW_ROWS = 50;

/**
 * The Reports page's state: the report chosen (`?report=`, the expenses report by default), its filters, shown
 * columns, the name and schedule to save it with, what it still needs (a required filter, days in order), its
 * preview's first rows and the user's saved reports. `choose` opens a report, or a saved one with its settings.
 */
export function useReportsState() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('report') as ReportKind | null;
  const kind: ReportKind = kindParam && REPORT_KINDS.includes(kindParam) ? kindParam : 'expenses';
  const definition = reportDefinition(kind);
  const [filters, setFilters] = useState<ReportFilters>({});
  const [columns, setColumns] = useState<string[]>(definition.columns.map((column) => column.key));
  const [name, setName] = useState('');
  const [monthly, setMonthly] = useState(false);

  const choose = (next: ReportKind, saved?: SavedReport) => {
    setParams({ report: next }, { replace: true });
    setFilters(saved ? saved.filters : {});
    setColumns(saved ? saved.columns : reportDefinition(next).columns.map((column) => column.key));
    setName(saved ? saved.name : '');
    setMonthly(saved ? saved.schedule === 'monthly' : false);
  };
  const setFilter = (filter: ReportFilterName, value: string | undefined) => {
    const next = { ...filters, [filter]: value };
    if (!value) delete next[filter];
    setFilters(next);
  };

  const missing = definition.required.filter((filter) => !filters[filter]);
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const ready = missing.length === 0 && !reversed;
  const preview = useQuery({
    queryKey: companyQueryKey('report-rows', kind, filters),
    queryFn: () => dataProvider.getReportRows(kind, filters, 1, PREVIEW_ROWS),
    enabled: ready,
  });
  const saved = useQuery({ queryKey: companyQueryKey('saved-reports'), queryFn: () => dataProvider.listSavedReports() });
  const refreshSaved = () => queryClient.invalidateQueries({ queryKey: companyQueryKey('saved-reports') });
  const shownColumns = definition.columns.filter((column) => columns.includes(column.key));

  return {
    kind,
    definition,
    filters,
    setFilters,
    setFilter,
    columns,
    setColumns,
    shownColumns,
    name,
    setName,
    monthly,
    setMonthly,
    choose,
    missing,
    reversed,
    ready,
    preview,
    saved,
    refreshSaved,
  };
}

export type ReportsState = ReturnType<typeof useReportsState>;
