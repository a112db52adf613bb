import { describe, expect, it } from 'vitest';
import {
  COMPANY_SETTINGS_PERMISSION_NAMES,
  COMPANY_SETTINGS_PERMISSIONS,
  COMPANY_SETTINGS_SECTIONS,
  repeatedEmailIndexes,
  sectionAccess,
  sectionSlug,
} from '../../../src/domain/companySettings';
import { cardTypeCode } from '../../../src/domain/limits';
import { ALL_PERMISSIONS } from '../../../src/domain/permissionNames';

describe('company settings sections', () => {
  it('gate every section with known permission names, the spec §6 ones where they exist', () => {
    expect(COMPANY_SETTINGS_PERMISSION_NAMES.filter((name) => !ALL_PERMISSIONS.includes(name))).toEqual([]);
    expect(COMPANY_SETTINGS_PERMISSIONS.corporate_wallet.update).toBe('update corporate e-wallet information');
    expect(COMPANY_SETTINGS_PERMISSIONS.account_information.update).toBe('update account information');
    expect(COMPANY_SETTINGS_PERMISSIONS.transfer_approval_department.update).toBe('update transfer approval department information');
    expect(COMPANY_SETTINGS_PERMISSIONS.expense_notifications.update).toBe('update expense notification setting');
    expect(COMPANY_SETTINGS_PERMISSIONS.card_currency.update).toBe('update_card_currency');
    expect(COMPANY_SETTINGS_PERMISSIONS.card_type.update).toBe('update_card_type');
    expect(sectionSlug('transfer_approval_department')).toBe('transfer-approval-department');
  });

  it('hides a section without its read permission, shows it read-only without its update permission', () => {
    const viewer = (name: string) => name === 'read company information';
    expect(COMPANY_SETTINGS_SECTIONS.map((section) => [section, sectionAccess(section, viewer)])).toEqual([
      ['company_information', 'read_only'],
      ['corporate_wallet', 'hidden'],
      ['account_information', 'hidden'],
      ['transfer_approval_department', 'read_only'],
      ['expense_notifications', 'read_only'],
      ['card_currency', 'read_only'],
      ['card_type', 'read_only'],
      ['dark_mode', 'read_only'],
      ['support', 'read_only'],
    ]);
    const treasurer = (name: string) => ['read account information', 'update account information'].includes(name);
    expect(sectionAccess('account_information', treasurer)).toBe('editable');
    // Changing without seeing is not offered: the section stays hidden.
    expect(sectionAccess('corporate_wallet', (name) => name === 'update corporate e-wallet information')).toBe('hidden');
  });

  it('maps the card type setting to the config code: virtual → 1, otherwise 0', () => {
    expect(cardTypeCode('virtual')).toBe('1');
    expect(cardTypeCode('physical')).toBe('0');
    expect(cardTypeCode(undefined)).toBe('0');
  });

  it('finds each repeated support e-mail, whatever its case and spaces', () => {
    expect(repeatedEmailIndexes(['a@x.com', 'b@x.com'])).toEqual([]);
    expect(repeatedEmailIndexes(['a@x.com', ' A@X.com', 'b@x.com', 'a@x.com'])).toEqual([1, 3]);
  });
});
