import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { LimitEditor } from '../shared/limits';

type Department = components['schemas']['Department'];

export const Fact = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div">{value}</Typography>
  </Box>
);

/** `/settings/departments/overview/{did}`: the limit of the department and its size. */
export const DepartmentOverview = ({ department }: { department: Department }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <Fact label={translate('spendboard.departments.fields.members_count')} value={department.members_count} />
          <Fact label={translate('spendboard.departments.fields.administrators')} value={department.administrators.length} />
          <Fact label={translate('spendboard.departments.fields.created_at')} value={formatDate(department.created_at)} />
        </CardContent>
      </Card>
      <LimitEditor entity="department" id={department.id} />
    </Stack>
  );
};

/** `/settings/departments/information/{did}`: the department's record. */
export const DepartmentInformation = ({ department }: { department: Department }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <Fact label={translate('spendboard.departments.fields.name')} value={department.name} />
        <Fact label={translate('spendboard.departments.fields.created_at')} value={formatDate(department.created_at)} />
        <Fact label={translate('spendboard.departments.fields.members_count')} value={department.members_count} />
        <Fact label={translate('spendboard.departments.fields.administrators')} value={department.administrators.length} />
      </CardContent>
    </Card>
  );
};
