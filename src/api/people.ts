import type { components } from './schema';
import { apiClient } from './client';
import { unwrap } from './apiError';

export type Member = components['schemas']['Member'];
export type MemberInvite = components['schemas']['MemberInvite'];

/** `POST members/invite`: the person starts `invited`; a used e-mail is a 422 on `email`. */
export async function inviteMember(input: MemberInvite): Promise<Member> {
  const body = await unwrap(apiClient.POST('/api/admin/members/invite', { body: input }));
  return body.data;
}

export type MemberUpdate = components['schemas']['MemberUpdate'];

/** `PATCH members/{id}` (manage people): omitted fields keep their value; a used e-mail is a 422 on `email`. */
export async function updateMember(id: number, input: MemberUpdate): Promise<Member> {
  const body = await unwrap(apiClient.PATCH('/api/admin/members/{id}', { params: { path: { id: String(id) } }, body: input }));
  return body.data;
}
