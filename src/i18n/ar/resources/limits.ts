/** Arabic words of the permissions the declaration of limits (src/domain/resources/) adds and its rows of the role editor. */
export const limitsPermissionWordsAr = {
  words: {
    update_member_limits_inherited: 'جعل حد الشخص يتبع الحد الأعلى منه',
    update_member_limits_limit: 'منح الشخص حد إنفاق',
    update_member_limits_balance: 'منح الشخص رصيدًا',
    update_department_limits_inherited: 'جعل حد القسم يتبع الحد الأعلى منه',
    update_department_limits_limit: 'منح القسم حد إنفاق',
    update_department_limits_balance: 'منح القسم رصيدًا',
    update_company_limits_inherited: 'جعل حد الشركة يتبع الحد الأعلى منه',
    update_company_limits_limit: 'منح الشركة حد إنفاق',
    update_company_limits_balance: 'منح الشركة رصيدًا',
    update_card_limits_inherited: 'جعل حد البطاقة يتبع الحد الأعلى منه',
    update_card_limits_limit: 'منح البطاقة حد إنفاق',
    update_card_limits_balance: 'منح البطاقة رصيدًا',
  },
  rows: {
    member_limits: 'حدود الأشخاص',
    department_limits: 'حدود الأقسام',
    company_limits: 'حد الشركة',
    card_limits: 'حدود البطاقات',
  },
};
