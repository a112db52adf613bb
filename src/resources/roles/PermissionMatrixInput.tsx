import {
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { permissionColumnKey, permissionGrid, permissionRowKey, permissionWordsKey } from '../../domain/permissionWords';
import { groupPermissionOptions, groupSelection, setGroup, togglePermission, type PermissionGroupRows } from '../../domain/roleEditor';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { TriStateCheckbox } from '../../layout/inputs/TriStateCheckbox';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useGrantRules } from './useGrantRules';
import { TableScroll } from '../../layout/lists/TableScroll';

const CEILING_NOTE_ID = 'permission-grant-ceiling';

type GroupProps = {
  rows: PermissionGroupRows;
  selected: string[];
  readOnly: boolean;
  /** Permissions the user does not hold: they cannot be ticked (unticking stays possible). */
  ungrantable: ReadonlySet<string>;
  onChange: (next: string[]) => void;
};

type PermissionBoxProps = Omit<GroupProps, 'rows'> & { name: string };

/** One permission's box, named in plain words; beyond the grant ceiling it cannot be ticked and says why. */
const PermissionBox = ({ name, selected, readOnly, ungrantable, onChange }: PermissionBoxProps) => {
  const translate = useTranslate();
  const checked = selected.includes(name);
  const beyondCeiling = ungrantable.has(name);
  const words = translate(permissionWordsKey(name), { _: name.replace(/_/g, ' ') });
  const box = (
    <Checkbox
      size="small"
      checked={checked}
      disabled={readOnly || (beyondCeiling && !checked)}
      onChange={(event) => onChange(togglePermission(selected, name, event.target.checked))}
      slotProps={{ input: { 'aria-label': words, ...(beyondCeiling ? { 'aria-describedby': CEILING_NOTE_ID } : {}) } }}
    />
  );
  if (!beyondCeiling || readOnly) return box;
  return (
    <Tooltip title={translate('resources.roles.grants.only_own')} placement="top-start" describeChild>
      <span>{box}</span>
    </Tooltip>
  );
};

/**
 * One area: a select-all box (checked, indeterminate or empty) over what may be granted, and a grid
 * whose rows say what a permission is about and whose columns are the actions (issue 21 item 13).
 */
const PermissionGroupBox = ({ rows, selected, readOnly, ungrantable, onChange }: GroupProps) => {
  const translate = useTranslate();
  const label = translate(`resources.roles.groups.${rows.group}`, { _: rows.group });
  const grantable = rows.names.filter((name) => !ungrantable.has(name));
  const state = groupSelection(selected, grantable);
  const count = rows.names.filter((name) => selected.includes(name)).length;
  const headingId = `permission-group-${rows.group}`;
  const grid = permissionGrid(rows.names);
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <FormControlLabel
          label={translate('resources.roles.matrix.selected', { count, total: rows.names.length })}
          labelPlacement="start"
          control={
            <TriStateCheckbox
              checked={grantable.length > 0 && state === 'all'}
              indeterminate={state === 'some'}
              disabled={readOnly || grantable.length === 0}
              onChange={(event) => onChange(setGroup(selected, grantable, event.target.checked))}
              slotProps={{ input: { 'aria-label': translate('resources.roles.matrix.select_all', { group: label }) } }}
            />
          }
        />
      </Stack>
      <TableScroll labelledBy={headingId}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.roles.matrix.permission')}</TableCell>
              {grid.columns.map((column) => (
                <TableCell key={column} align="center">
                  {translate(permissionColumnKey(column))}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {grid.rows.map(({ row, cells }) => (
              <TableRow key={row}>
                <TableCell component="th" scope="row">
                  {translate(permissionRowKey(row), { _: row.replace(/_/g, ' ') })}
                </TableCell>
                {grid.columns.map((column) => {
                  const name = cells[column];
                  return (
                    <TableCell key={column} align="center" padding="checkbox">
                      {name ? (
                        <PermissionBox name={name} selected={selected} readOnly={readOnly} ungrantable={ungrantable} onChange={onChange} />
                      ) : null}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
    </Box>
  );
};

export type PermissionMatrixInputProps = { canRead: boolean; canAssign: boolean; readOnly?: boolean };

/**
 * The role's permissions (names) as a checkbox matrix grouped by area (`GET roles/permissions`).
 * Permissions the user does not hold himself are disabled, with the reason (grant ceiling).
 */
export const PermissionMatrixInput = ({ canRead, canAssign, readOnly = false }: PermissionMatrixInputProps) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { field, fieldState } = useInput<string[]>({
    source: 'permissions',
    defaultValue: [],
    // A role that grants nothing is refused before saving (the API answers 422 on `permissions` too).
    validate: (value?: string[]) =>
      canAssign && !readOnly && (value ?? []).length === 0 ? 'resources.roles.matrix.none_chosen' : undefined,
  });
  const catalogue = useQuery({
    queryKey: companyQueryKey('permission-catalogue'),
    queryFn: () => dataProvider.getPermissionCatalogue(),
    enabled: canRead,
  });
  const grants = useGrantRules();
  const selected = field.value ?? [];

  if (!canRead) return <Alert severity="info">{translate('resources.roles.matrix.cannot_read')}</Alert>;
  if (catalogue.isPending || !grants.isReady)
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{translate('resources.roles.matrix.loading')}</Typography>
      </Stack>
    );
  if (catalogue.isError) return <Alert severity="error">{translate('resources.roles.matrix.failed')}</Alert>;

  const locked = readOnly || !canAssign;
  const ungrantable = new Set(locked ? [] : grants.missing(catalogue.data.map((option) => option.name)));
  return (
    // The field's ref: a save error on `permissions` focuses (and so scrolls to) the matrix.
    <Stack spacing={1.5} role="group" aria-label={translate('resources.roles.fields.permissions')} ref={field.ref} tabIndex={-1}>
      {!readOnly && !canAssign ? <Alert severity="info">{translate('resources.roles.matrix.cannot_assign')}</Alert> : null}
      {ungrantable.size > 0 ? (
        <Alert id={CEILING_NOTE_ID} severity="info">
          {translate('resources.roles.grants.only_own')}
        </Alert>
      ) : null}
      {fieldState.error?.message ? (
        <Alert severity="error">
          {/* A client-side rule's message is react-admin's encoded key; an API 422 is plain text: both read as words. */}
          <ValidationError error={fieldState.error.message} />
        </Alert>
      ) : null}
      {groupPermissionOptions(catalogue.data).map((rows) => (
        <PermissionGroupBox
          key={rows.group}
          rows={rows}
          selected={selected}
          readOnly={locked}
          ungrantable={ungrantable}
          onChange={field.onChange}
        />
      ))}
    </Stack>
  );
};
