import { lazy } from 'react';

/** The department pages under `/settings/departments` (custom routes); each view is its own chunk. */
export const DepartmentList = lazy(() => import('./DepartmentList'));
export const DepartmentCreate = lazy(() => import('./DepartmentCreate'));
export const DepartmentEdit = lazy(() => import('./DepartmentEdit'));
export const DepartmentDetail = lazy(() => import('./DepartmentDetail'));
