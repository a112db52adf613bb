export { CompanySwitcher } from './CompanySwitcher';
export { CompanyList } from './CompanyList';
export { SwitchCompanyConfirm, SwitchCompanyFailure } from './SwitchCompanyPrompts';
export { useSwitchCompany } from './useSwitchCompany';
