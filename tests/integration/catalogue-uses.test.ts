import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();

describe('people on branches', () => {
  it('seeds people on the branches, filters people by branch, and assigns one through PATCH', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const branches = db.branches.filter((row) => row.company_id === acme.id && row.status === 'active');
    const other = branches.find((row) => !row.is_default)!;
    const person = db.members.find((row) => row.company_id === acme.id && row.branch_id !== other.id)!;
    const onOther = db.members.filter((row) => row.company_id === acme.id && row.branch_id === other.id).length;
    const listed = await api.get(`/api/admin/members?filters[in][branch_id][]=${other.id}&per_page=100`, { accessToken, tenant: acme.id });
    expect((await listed.json()).meta.total).toBe(onOther);
    const response = await api.send('PATCH', `/api/admin/members/${person.id}`, { branch_id: other.id }, { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    expect((await response.json()).data.branch_id).toBe(other.id);
    const after = await api.get(`/api/admin/members?filters[in][branch_id][]=${other.id}&per_page=100`, { accessToken, tenant: acme.id });
    expect((await after.json()).meta.total).toBe(onOther + 1);
  });

  it("refuses another company's branch or an archived one (422), and nothing changes", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const archived = db.branches.find((row) => row.company_id === acme.id && !row.is_default)!;
    archived.status = 'archived';
    const person = db.members.find((row) => row.company_id === acme.id && row.branch_id !== archived.id)!;
    const before = person.branch_id;
    const foreign = db.branches.find((row) => row.company_id === desertLogistics.id)!;
    const refused = await api.send('PATCH', `/api/admin/members/${person.id}`, { branch_id: foreign.id }, { accessToken, tenant: acme.id });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.branch_id).toEqual(['The selected branch is not an active branch of this company.']);
    const toArchived = await api.send(
      'PATCH',
      `/api/admin/members/${person.id}`,
      { branch_id: archived.id },
      { accessToken, tenant: acme.id },
    );
    expect(toArchived.status).toBe(422);
    expect(person.branch_id).toBe(before);
  });
});

describe('a catalogue row in use cannot be deleted (archive it instead)', () => {
  it('names what uses a project, a tag, a branch, a category and a counterpart, and deletes one nothing uses', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const expense = db.expenses.find((row) => row.company_id === acme.id && row.status === 'submitted')!;
    const project = db.projects.find((row) => row.company_id === acme.id)!;
    const tag = db.tags.find((row) => row.company_id === acme.id)!;
    expense.project_id = project.id;
    expense.tag_ids = [tag.id];
    const remove = (path: string) => api.send('DELETE', path, undefined, { accessToken, tenant: acme.id });
    const projectRefusal = await remove(`/api/admin/projects/${project.id}`);
    expect(projectRefusal.status).toBe(409);
    expect((await projectRefusal.json()).message).toBe('This project is used by 1 expense; archive it instead.');
    expect((await (await remove(`/api/admin/tags/${tag.id}`)).json()).message).toBe('This tag is used by 1 expense; archive it instead.');
    const branch = db.branches.find((row) => row.company_id === acme.id && !row.is_default)!;
    const people = db.members.filter((row) => row.company_id === acme.id && row.branch_id === branch.id).length;
    const branchCoded = db.expenses.filter((row) => row.company_id === acme.id && row.branch_id === branch.id).length;
    const branchRefusal = await remove(`/api/admin/branches/${branch.id}`);
    expect((await branchRefusal.json()).message).toMatch(new RegExp(`${people} (person|people)`));
    expect(branchCoded + people).toBeGreaterThan(0);
    const coded = db.expenses.find((row) => row.company_id === acme.id && row.category_id !== null)!;
    const category = db.categories.find((row) => row.id === coded.category_id)!;
    expect((await (await remove(`/api/admin/categories/${category.id}`)).json()).message).toMatch(/\d+ expenses?; archive it instead\.$/);
    const vendor = db.purchaseOrders.find((row) => row.company_id === acme.id)!.vendor_id;
    expect((await (await remove(`/api/admin/counterparts/${vendor}`)).json()).message).toMatch(/purchase orders?; archive it instead\.$/);
    const unusedTag = db.tags.find(
      (row) => row.company_id === acme.id && row.id !== tag.id && !db.expenses.some((e) => e.tag_ids.includes(row.id)),
    )!;
    expect((await remove(`/api/admin/tags/${unusedTag.id}`)).status).toBe(204);
    expect(db.projects.some((row) => row.id === project.id)).toBe(true);
  });
});
