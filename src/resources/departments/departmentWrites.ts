import type { QueryKey } from '@tanstack/react-query';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { limitQueryKey } from '../shared/limits/useLimit';

/**
 * What a change of which administrators are attached to which departments changes (the API answers
 * nothing): the departments (their administrators), the users (their departments) and the
 * administrator choices that list them. Marked stale; only the ones on screen are read again.
 */
export const administratorLinkFamilies = (): QueryKey[] => [['departments'], ['users'], companyQueryKey('administrator-options')];

/**
 * What else a department's edit changes besides the department (written from the API's answer): its
 * limit and what inherits from it, the limit chains, and the administrators attached to it.
 */
export const departmentEditAlso = (): QueryKey[] => [
  limitQueryKey(),
  companyQueryKey('limit-chain'),
  ['users'],
  companyQueryKey('administrator-options'),
];
