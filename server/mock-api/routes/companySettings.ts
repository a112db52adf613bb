import type { Request } from 'express';
import type { components } from '../../../src/api/schema.d.ts';
import {
  COMPANY_SETTINGS_PERMISSIONS,
  COMPANY_SETTINGS_SECTIONS,
  sectionSlug,
  type CompanySettingsSection,
} from '../../../src/domain/companySettings.ts';
import { saveSettingsSection } from '../actions/companySettings.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission, type CompanyScope } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import type { SectionWrites } from '../policy/companySettings.ts';
import { settingsRowOf } from '../store/companySettings.ts';
import type { StoredCompanySettings } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Schemas = components['schemas'];
type SectionReads = Omit<SectionWrites, 'transfer_approval_department'> & {
  transfer_approval_department: Schemas['TransferApprovalDepartment'];
};

type Present = { [S in CompanySettingsSection]: (scope: CompanyScope, row: StoredCompanySettings) => SectionReads[S] };

/** What each section's GET (and PUT) answers, from the company and its settings row. */
const PRESENT: Present = {
  company_information: ({ company }, row) => ({ name: company.name, address: company.address, ...row.company_information }),
  corporate_wallet: (_scope, row) => row.corporate_wallet,
  account_information: (_scope, row) => row.account_information,
  transfer_approval_department: ({ db, company }, row) => {
    // A department deleted since it was chosen leaves no choice behind.
    const department = db.departments.find(
      (candidate) => candidate.id === row.transfer_approval_department_id && candidate.company_id === company.id,
    );
    return { department_id: department?.id ?? null, department_name: department?.name ?? null };
  },
  expense_notifications: (_scope, row) => row.expense_notifications,
  card_currency: (_scope, row) => ({ card_currency: row.card_currency }),
  card_type: (_scope, row) => ({ card_type: row.card_type }),
  dark_mode: ({ company }) => ({ dark_mode_enabled: company.dark_mode_enabled }),
  support: ({ company }) => ({ support_admin_emails: company.settings.support_admin_emails }),
};

function sectionScope(req: Request, permission: string) {
  const scope = requirePermission(req, permission);
  const row = settingsRowOf(scope.db, scope.company.id);
  if (!row) throw notFound();
  return { scope, row };
}

/**
 * GET and PUT `company-settings/<section>` of the active company: each section read and saved under
 * its own permission (src/domain/companySettings.ts); a PUT validates everything before it saves (`actions/companySettings.ts`).
 */
export const registerCompanySettingsRoutes: RegisterRoutes = (router) => {
  for (const section of COMPANY_SETTINGS_SECTIONS) {
    const path = `/api/admin/company-settings/${sectionSlug(section)}`;
    const { read, update } = COMPANY_SETTINGS_PERMISSIONS[section];

    router.get(path, (req, res) => {
      const { scope, row } = sectionScope(req, read);
      res.json({ data: structuredClone(PRESENT[section](scope, row)) });
    });

    router.put(path, (req, res) => {
      const { scope, row } = sectionScope(req, update);
      saveSettingsSection(actorOf(req, scope), section, row, req.body as SectionWrites[typeof section]);
      res.json({ data: structuredClone(PRESENT[section](scope, row)) });
    });
  }
};
