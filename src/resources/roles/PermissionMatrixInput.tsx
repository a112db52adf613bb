import { Alert, Box, Checkbox, CircularProgress, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useInput, useTranslate } from 'react-admin';
import { listPermissionOptions } from '../../api/rolesAdministrators';
import { groupPermissionOptions, groupSelection, setGroup, togglePermission, type PermissionGroupRows } from '../../domain/roleEditor';

type GroupProps = { rows: PermissionGroupRows; selected: string[]; readOnly: boolean; onChange: (next: string[]) => void };

/** One area: a select-all box (checked, indeterminate or empty) and a box per permission. */
const PermissionGroupBox = ({ rows, selected, readOnly, onChange }: GroupProps) => {
  const translate = useTranslate();
  const label = translate(`spendboard.roles.groups.${rows.group}`, { _: rows.group });
  const state = groupSelection(selected, rows.names);
  const count = rows.names.filter((name) => selected.includes(name)).length;
  const headingId = `permission-group-${rows.group}`;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <FormControlLabel
          label={translate('spendboard.roles.matrix.selected', { count, total: rows.names.length })}
          labelPlacement="start"
          control={
            <Checkbox
              checked={state === 'all'}
              indeterminate={state === 'some'}
              // MUI sets aria-checked="mixed"; the native property must agree (axe aria-conditional-attr).
              inputRef={(input: HTMLInputElement | null) => {
                if (input) input.indeterminate = state === 'some';
              }}
              disabled={readOnly}
              onChange={(event) => onChange(setGroup(selected, rows.names, event.target.checked))}
              slotProps={{ input: { 'aria-label': translate('spendboard.roles.matrix.select_all', { group: label }) } }}
            />
          }
        />
      </Stack>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {rows.names.map((name) => (
          <FormControlLabel
            key={name}
            label={name}
            control={
              <Checkbox size="small" checked={selected.includes(name)} disabled={readOnly} onChange={(event) => onChange(togglePermission(selected, name, event.target.checked))} />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
};

export type PermissionMatrixInputProps = { canRead: boolean; canAssign: boolean; readOnly?: boolean };

/** The role's permissions (names) as a checkbox matrix grouped by area (`GET roles/permissions`). */
export const PermissionMatrixInput = ({ canRead, canAssign, readOnly = false }: PermissionMatrixInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string[]>({ source: 'permissions', defaultValue: [] });
  const catalogue = useQuery({ queryKey: ['roles', 'permissions'], queryFn: listPermissionOptions, enabled: canRead });
  const selected = field.value ?? [];

  if (!canRead) return <Alert severity="info">{translate('spendboard.roles.matrix.cannot_read')}</Alert>;
  if (catalogue.isPending)
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{translate('spendboard.roles.matrix.loading')}</Typography>
      </Stack>
    );
  if (catalogue.isError) return <Alert severity="error">{translate('spendboard.roles.matrix.failed')}</Alert>;

  const locked = readOnly || !canAssign;
  return (
    <Stack spacing={1.5} role="group" aria-label={translate('spendboard.roles.fields.permissions')}>
      {!readOnly && !canAssign ? <Alert severity="info">{translate('spendboard.roles.matrix.cannot_assign')}</Alert> : null}
      {fieldState.error?.message ? (
        <Alert severity="error">{translate(fieldState.error.message, { _: fieldState.error.message })}</Alert>
      ) : null}
      {groupPermissionOptions(catalogue.data).map((rows) => (
        <PermissionGroupBox key={rows.group} rows={rows} selected={selected} readOnly={locked} onChange={field.onChange} />
      ))}
    </Stack>
  );
};
