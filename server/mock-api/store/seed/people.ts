import { COMPANY_CURRENCY } from '../companyDefaults.ts';
import type { StoredCompany, StoredDepartment, StoredMember } from '../types.ts';
import { randomLimit } from './limits.ts';
import { randomDateTime, type SeedContext } from './seedContext.ts';

const DEPARTMENT_NAMES = ['Finance', 'Marketing', 'Operations', 'Sales', 'Engineering', 'People'];
const JOB_TITLES = [
  'Accountant',
  'Finance Analyst',
  'Marketing Lead',
  'Operations Manager',
  'Sales Executive',
  'Engineer',
  'Office Manager',
];

export function membersPerCompany(ctx: SeedContext, companyIndex: number): number {
  return ctx.scale === 'large' && companyIndex >= 7 ? 25 : 12 + (companyIndex % 3) * 3;
}

/** Members of every company, each in one of its departments; 1–2 administrators per department. */
export function seedPeople(ctx: SeedContext): void {
  ctx.db.companies.forEach((company, companyIndex) => {
    const departments = DEPARTMENT_NAMES.slice(0, 4 + (companyIndex % 3)).map((name) => buildDepartment(ctx, company, name));
    const count = membersPerCompany(ctx, companyIndex);
    const members = Array.from({ length: count }, (_, index) => buildMember(ctx, company, departments[index % departments.length]));
    departments.forEach((department, index) => {
      const ownMembers = members.filter((member) => member.department_id === department.id);
      department.administrator_ids = ownMembers.slice(0, 1 + (index % 2)).map((member) => member.id);
    });
    ctx.db.departments.push(...departments);
    ctx.db.members.push(...members);
  });
}

function buildDepartment(ctx: SeedContext, company: StoredCompany, name: string): StoredDepartment {
  return {
    id: ctx.nextId('departments'),
    company_id: company.id,
    name,
    limit: randomLimit(ctx.faker, COMPANY_CURRENCY),
    administrator_ids: [],
    created_at: randomDateTime(ctx, 400, 300),
  };
}

function buildMember(ctx: SeedContext, company: StoredCompany, department: StoredDepartment): StoredMember {
  const { faker } = ctx;
  const first_name = faker.person.firstName();
  const last_name = faker.person.lastName();
  const domain = company.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 20);
  const id = ctx.nextId('members');
  return {
    id,
    company_id: company.id,
    first_name,
    last_name,
    email: `${first_name}.${last_name}.${id}@${domain}.example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
    phone: `+9715${faker.string.numeric(8)}`,
    job_title: faker.helpers.arrayElement(JOB_TITLES),
    status: faker.helpers.weightedArrayElement([
      { value: 'active', weight: 8 },
      { value: 'invited', weight: 1 },
      { value: 'suspended', weight: 1 },
    ] as const),
    department_id: department.id,
    branch_id: null, // placed on a branch by seedBranchPeople, after the branches
    limit: randomLimit(faker, COMPANY_CURRENCY, faker.datatype.boolean() ? { inheritFrom: 'department' } : {}),
    addresses: [{ line1: faker.location.streetAddress(), line2: null, city: company.address.city, postal_code: null, country_code: 'AE' }],
    role_ids: [],
    created_at: randomDateTime(ctx, 300, 30),
  };
}
