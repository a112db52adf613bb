import { useState } from 'react';
import { Autocomplete, Button, IconButton, List, ListItem, ListItemText, Paper, Stack, TextField } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { attachAdministrators, detachAdministrators } from '../../api/departments';
import { displayFullName } from '../../domain/display';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { EmptyTab } from '../people/EmptyTab';
import { useAdministratorOptions } from './useAdministratorOptions';
import { useOpenUntilNavigation } from '../../layout/navigation/useOpenUntilNavigation';

type Department = components['schemas']['Department'];
type Option = { id: number; name: string };

const AttachAdministrators = ({ department, onChanged }: { department: Department; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const { choices, isPending } = useAdministratorOptions();
  const [selected, setSelected] = useState<Option[]>([]);
  const [saving, setSaving] = useState(false);
  const attached = new Set(department.administrators.map((admin) => admin.id));

  async function attach() {
    setSaving(true);
    try {
      await attachAdministrators({ administrator_ids: selected.map((option) => option.id), department_ids: [department.id] });
      notify('spendboard.departments.administrators.attached', { type: 'success' });
      setSelected([]);
      onChanged();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

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
      <Button variant="contained" disabled={saving || selected.length === 0} onClick={() => void attach()}>
        {translate('spendboard.departments.administrators.attach')}
      </Button>
    </Stack>
  );
};

/** `/settings/departments/add-administrators/{did}` (tab Users): attach and detach administrators. */
export const DepartmentUsers = ({ department, onChanged }: { department: Department; onChanged: () => void }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'departments', action: 'edit' });
  const [detaching, setDetaching] = useOpenUntilNavigation<number>();
  return (
    <Stack spacing={2}>
      {canAccess && <AttachAdministrators department={department} onChanged={onChanged} />}
      {department.administrators.length === 0 ? (
        <EmptyTab message="spendboard.departments.detail.no_administrators" />
      ) : (
        <Paper variant="outlined">
          <List aria-label={translate('spendboard.departments.fields.administrators')}>
            {department.administrators.map((admin) => {
              const name = displayFullName(admin.first_name, admin.last_name);
              return (
                <ListItem
                  key={admin.id}
                  divider
                  secondaryAction={
                    canAccess && (
                      <IconButton edge="end" aria-label={translate('spendboard.departments.administrators.detach', { name })} onClick={() => setDetaching(admin.id)}>
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
        message={translate('spendboard.departments.administrators.detach_confirm')}
        onConfirm={() => detachAdministrators({ administrator_ids: [detaching ?? 0], department_ids: [department.id] })}
        onSuccess={onChanged}
      />
    </Stack>
  );
};
