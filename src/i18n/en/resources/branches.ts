/** English texts of the branches resource (`/settings/branches`): `resources.branches.name`, `.fields.*`, emirates. */
export const branchesResourceEn = {
  branches: {
    name: 'Branch |||| Branches',
    fields: {
      name: 'Name',
      code: 'Code',
      city: 'City',
      emirate: 'Emirate',
      country_code: 'Country',
      is_head_office: 'Type',
      created_at: 'Added on',
    },
    title: 'Branches',
    type: { head_office: 'Head office', branch: 'Branch' },
    emirate: {
      abu_dhabi: 'Abu Dhabi',
      dubai: 'Dubai',
      sharjah: 'Sharjah',
      ajman: 'Ajman',
      umm_al_quwain: 'Umm Al Quwain',
      ras_al_khaimah: 'Ras Al Khaimah',
      fujairah: 'Fujairah',
    },
    empty: { title: 'No branches yet', message: "This company's branches will show here once they are set up." },
  },
};
