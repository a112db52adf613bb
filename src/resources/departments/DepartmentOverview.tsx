import { Card, CardContent, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Department } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { LimitEditor } from '../shared/limits';
import { AccountLedger } from '../shared/transfers';
import { Fact } from '../../layout/detail/Fact';

/** `/settings/departments/overview/{did}`: the limit of the department and its size. */
export const DepartmentOverview = ({ department }: { department: Department }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <Fact label={translate('resources.departments.fields.members_count')}>{department.members_count}</Fact>
          <Fact label={translate('resources.departments.fields.administrators')}>{department.administrators.length}</Fact>
          <Fact label={translate('resources.departments.fields.created_at')}>{formatDate(department.created_at)}</Fact>
        </CardContent>
      </Card>
      <LimitEditor entity="department" id={department.id} ownerName={department.name} />
      <AccountLedger entity="department" id={department.id} />
    </Stack>
  );
};

/** `/settings/departments/information/{did}`: the department's record. */
export const DepartmentInformation = ({ department }: { department: Department }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <Fact label={translate('resources.departments.fields.name')}>{department.name}</Fact>
        <Fact label={translate('resources.departments.fields.created_at')}>{formatDate(department.created_at)}</Fact>
        <Fact label={translate('resources.departments.fields.members_count')}>{department.members_count}</Fact>
        <Fact label={translate('resources.departments.fields.administrators')}>{department.administrators.length}</Fact>
      </CardContent>
    </Card>
  );
};
