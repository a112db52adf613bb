import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { validationFailed } from '../http/errors.ts';

/**
 * Script payloads for the browser security suite (tests/e2e/security.spec.ts): each sets the global
 * canary `__xss` (or opens a dialog) if a page ever runs it instead of showing it as text. Short, so
 * they fit every free-text field of the contract.
 */
export const SCRIPT_PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=1</script>',
  '"><svg onload=alert(1)>',
  'javascript:window.__xss=1',
  "'-alert(1)-'{{7*7}}",
] as const;

/** The free-text fields of stored rows the app shows: names, descriptions, merchants, notes. */
const TEXT_FIELDS = ['name', 'first_name', 'last_name', 'description', 'merchant', 'notes', 'title', 'reason', 'legal_name', 'subject'];

/**
 * `POST /__mock/security/script-payloads {company_id, rows?}`: writes the payloads into the text
 * fields of the first `rows` (default 3) rows of every table of that company — cards, people,
 * expenses, bills, catalogues… — and answers how many fields it wrote per table.
 */
export function registerScriptPayloadControls(router: Router, context: MockContext): void {
  router.post('/security/script-payloads', (req, res) => {
    const { company_id: companyId, rows = 3 } = (req.body ?? {}) as { company_id?: unknown; rows?: unknown };
    const { db } = context.store;
    if (typeof companyId !== 'string' || !db.companies.some((company) => company.id === companyId))
      throw validationFailed({ company_id: ['The company_id must be a seeded company.'] });
    if (!Number.isInteger(rows) || (rows as number) < 1 || (rows as number) > 20)
      throw validationFailed({ rows: ['The rows must be 1 to 20.'] });
    const written: Record<string, number> = {};
    let next = 0;
    for (const [table, value] of Object.entries(db)) {
      if (!Array.isArray(value)) continue;
      const owned = (value as Record<string, unknown>[]).filter((row) => row.company_id === companyId).slice(0, rows as number);
      for (const row of owned) {
        for (const field of TEXT_FIELDS) {
          // Codes (an enum value such as a dispute's `reason`) stay: the contract allows no other text there.
          if (typeof row[field] !== 'string' || /^[a-z_]+$/.test(row[field])) continue;
          row[field] = SCRIPT_PAYLOADS[next % SCRIPT_PAYLOADS.length];
          next += 1;
          written[table] = (written[table] ?? 0) + 1;
        }
      }
    }
    res.json({ data: written });
  });
}
