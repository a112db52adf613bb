/** English words of the permissions the declaration of limits (src/domain/resources/) adds and its rows of the role editor. */
export const limitsPermissionWordsEn = {
  words: {
    update_member_limits_inherited: "Let a person's limit follow their department",
    update_member_limits_limit: 'Give a person a spending limit',
    update_member_limits_balance: 'Give a person a balance',
    update_department_limits_inherited: "Let a department's limit follow the company",
    update_department_limits_limit: 'Give a department a spending limit',
    update_department_limits_balance: 'Give a department a balance',
    update_company_limits_inherited: "Let the company's limit follow the firm",
    update_company_limits_limit: 'Give the company a spending limit',
    update_company_limits_balance: 'Give the company a balance',
    update_card_limits_inherited: "Let a card's limit follow its holder",
    update_card_limits_limit: 'Give a card a spending limit',
    update_card_limits_balance: 'Give a card a balance',
  },
  rows: {
    member_limits: "People's limits",
    department_limits: "Departments' limits",
    company_limits: "The company's limit",
    card_limits: "Cards' limits",
  },
};
