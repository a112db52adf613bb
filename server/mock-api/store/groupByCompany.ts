/** Rows grouped by their `company_id` (Map.groupBy is not in Node 20). */
export function groupByCompany<Row extends { company_id: string | null }>(rows: readonly Row[]): Map<string | null, Row[]> {
  const groups = new Map<string | null, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.company_id);
    if (group) group.push(row);
    else groups.set(row.company_id, [row]);
  }
  return groups;
}
