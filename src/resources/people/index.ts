import { lazy } from 'react';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { components } from '../../api/schema';
import { displayFullName } from '../../domain/display';

type Member = components['schemas']['Member'];

/** `<Resource name="people" {...people}>`; each view is its own chunk. */
export default {
  list: lazy(() => import('./PeopleList')),
  create: lazy(() => import('./PersonInvite')),
  icon: PeopleOutlined,
  recordRepresentation: (member: Member) => displayFullName(member.first_name, member.last_name),
};

/** `/people/{tab}/{pid}`: the detail with its tabs. */
export const PersonDetail = lazy(() => import('./PersonDetail'));
