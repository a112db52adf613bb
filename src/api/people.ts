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
