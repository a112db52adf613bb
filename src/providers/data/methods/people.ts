import type { components, Member } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import type { ResourceWrites } from '../resourceWrites';

export type MemberInvite = components['schemas']['MemberInvite'];
export type MemberUpdate = components['schemas']['MemberUpdate'];

/** Typed dataProvider methods for the people area, over the openapi-fetch client. */
export const peopleMethods = {
  /** `POST members/invite`: the person starts `invited`; a used e-mail is a 422 on `email`. */
  async inviteMember(input: MemberInvite): Promise<Member> {
    return (await unwrap(apiClient.POST('/api/admin/members/invite', { body: input }))).data;
  },

  /** `PATCH members/{id}` (manage people): omitted fields keep their value; a used e-mail is a 422 on `email`. */
  async updateMember(id: number, changes: MemberUpdate): Promise<Member> {
    return (await unwrap(apiClient.PATCH('/api/admin/members/{id}', { params: { path: { id: String(id) } }, body: changes }))).data;
  },
};

/** react-admin's create of `people` is an invitation; its update is a `PATCH` of the changed fields. */
export const peopleWrites: ResourceWrites = {
  create: async ({ data }) => ({ data: await peopleMethods.inviteMember(data as MemberInvite) }),
  update: async ({ id, data }) => ({ data: await peopleMethods.updateMember(Number(id), data as MemberUpdate) }),
};
