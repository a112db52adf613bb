import { useState } from 'react';
import { Autocomplete, Button, IconButton, List, ListItem, ListItemText, Paper, Stack, TextField } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useCanAccess, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administratorLinkFamilies } from './departmentWrites';
import type { Department } from '../../api/schema';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { displayFullName } from '../../domain/display';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { EmptyTab } from '../people/EmptyTab';
import { useAdministratorOptions } from './useAdministratorOptions';
import { useOpenUntilNavigation } from '../../layout/navigation/useOpenUntilNavigation';

type Option = { id: number; name: string };

const AttachAdministrators = ({ department }: { department: Department }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const queryClient = useQueryClient();
  const linksChanged = () => Promise.all(administratorLinkFamilies().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const showError = useErrorDialog();
  const dataProvider = useAppDataProvider();
  const { choices, isPending } = useAdministratorOptions();
  const [selected, setSelected] = useState<Option[]>([]);
  const attached = new Set(department.administrators.map((admin) => admin.id));
  const attach = useMutation({
    mutationFn: (ids: number[]) => dataProvider.attachAdministrators({ administrator_ids: ids, department_ids: [department.id] }),
    onSuccess: () => {
      notice('administrators_attached', { names: selected.map((option) => option.name).join(', '), department: department.name });
      setSelected([]);
      return linksChanged();
    },
    onError: showError,
  });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <Autocomplete
        multiple
        sx={{ flex: 1 }}
        loading={isPending}
        options={choices.filter((choice) => !attached.has(choice.id))}
        getOptionLabel={(option) => option.name}
        value={selected}
        onChange={(_, value) => setSelected(value)}
        renderInput={(params) => <TextField {...params} label={translate('spendboard.departments.administrators.attach_label')} />}
      />
      <Button
        variant="contained"
        disabled={attach.isPending || selected.length === 0}
        onClick={() => attach.mutate(selected.map((option) => option.id))}
      >
        {translate('spendboard.departments.administrators.attach')}
      </Button>
    </Stack>
  );
};

/** `/settings/departments/add-administrators/{did}` (tab Users): attach and detach administrators. */
export const DepartmentUsers = ({ department }: { department: Department }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const linksChanged = () => Promise.all(administratorLinkFamilies().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const dataProvider = useAppDataProvider();
  const { canAccess } = useCanAccess({ resource: 'departments', action: 'edit' });
  const notice = useSuccessNotice();
  const [detaching, setDetaching] = useOpenUntilNavigation<number>();
  const detachingAdmin = department.administrators.find((admin) => admin.id === detaching);
  const detachingName = detachingAdmin ? displayFullName(detachingAdmin.first_name, detachingAdmin.last_name) : '';
  const detach = useMutation({
    mutationFn: (id: number) => dataProvider.detachAdministrators({ administrator_ids: [id], department_ids: [department.id] }),
    onSuccess: linksChanged,
  });
  return (
    <Stack spacing={2}>
      {canAccess && <AttachAdministrators department={department} />}
      {department.administrators.length === 0 ? (
        <EmptyTab message="spendboard.departments.detail.no_administrators" />
      ) : (
        <Paper variant="outlined">
          <List aria-label={translate('resources.departments.fields.administrators')}>
            {department.administrators.map((admin) => {
              const name = displayFullName(admin.first_name, admin.last_name);
              return (
                <ListItem
                  key={admin.id}
                  divider
                  secondaryAction={
                    canAccess && (
                      <IconButton
                        edge="end"
                        aria-label={translate('spendboard.departments.administrators.detach', { name })}
                        onClick={() => setDetaching(admin.id)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    )
                  }
                >
                  <ListItemText primary={name} secondary={admin.email} />
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={detaching !== null}
        onClose={() => setDetaching(null)}
        title={translate('spendboard.departments.administrators.detach_title', { name: detachingName })}
        message={translate('spendboard.departments.administrators.detach_confirm')}
        consequences={[translate('spendboard.consequences.detach', { name: detachingName, department: department.name })]}
        confirmLabel={translate('spendboard.departments.administrators.detach_button')}
        onConfirm={() => detach.mutateAsync(detaching ?? 0)}
        onSuccess={() => {
          notice('administrator_detached', { name: detachingName, department: department.name });
        }}
      />
    </Stack>
  );
};
