import { categoryLabel } from '../../domain/categoryTree';
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import type { GlAccount } from '../../api/schema';
import { glAccountOption } from '../../resources/accounting-settings/accountingChoices';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { StatusChip } from '../../layout/StatusChip';
import type { CategoryMapping } from '../../providers/data/methods/integrations';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { mappingsKey, useCategoryMappings } from './useIntegration';
import { OPTIONS_PAGE } from '../../domain/optionLists';

const T = 'resources.integration.mapping';

/** One category: its name and code, and its GL account (a select and Save for those who may change it). */
const MappingRow = ({ mapping, accounts, canManage }: { mapping: CategoryMapping; accounts: GlAccount[]; canManage: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const [chosen, setChosen] = useState<number | ''>(mapping.is_mapped && mapping.gl_account_id !== null ? mapping.gl_account_id : '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = categoryLabel(mapping);
  const current = mapping.gl_account_code ? `${mapping.gl_account_code} · ${mapping.gl_account_name}` : translate(`${T}.none`);

  const save = async () => {
    if (chosen === '') return;
    setSaving(true);
    setError(null);
    try {
      const saved = await dataProvider.mapCategory(mapping.category_id, chosen);
      notice('category_mapped', { category: label, account: `${saved.gl_account_code} ${saved.gl_account_name}` });
      await queryClient.invalidateQueries({ queryKey: mappingsKey() });
    } catch (failure) {
      // A 422 names the account on its field (react-admin's HttpError body: the first message of each field).
      const fields = (failure as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields?.gl_account_id) setError(fields.gl_account_id);
      else showError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {mapping.code}
          {mapping.is_mapped ? '' : ` · ${translate(`${T}.unmapped_chip`)}`}
        </Typography>
        {mapping.status === 'archived' ? <StatusChip family="catalogue" status="archived" /> : null}
      </Box>
      {canManage ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: '1 1 260px', minWidth: 0 }}>
          <TextField
            select
            size="small"
            label={translate(`${T}.select_label`, { category: label })}
            value={chosen}
            onChange={(event) => setChosen(event.target.value === '' ? '' : Number(event.target.value))}
            error={error !== null}
            helperText={error ?? (mapping.is_mapped ? undefined : current)}
            sx={{ flex: 1, minWidth: 0 }}
          >
            <MenuItem value="" disabled>
              {translate(`${T}.none`)}
            </MenuItem>
            {accounts.map((account) => (
              <MenuItem key={account.id} value={account.id}>
                {glAccountOption(account)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={saving || chosen === '' || (mapping.is_mapped && chosen === mapping.gl_account_id)}
            aria-label={translate(`${T}.save_label`, { category: label })}
          >
            {translate(`${T}.save`)}
          </Button>
        </Box>
      ) : (
        <Typography sx={{ flex: '1 1 200px' }}>{current}</Typography>
      )}
    </Box>
  );
};

/**
 * Category → GL account mapping: every category of the company with its account, the unmapped ones
 * first, and how many still need one (counted by the API from the data).
 */
export const CategoryMappingSection = ({ canManage }: { canManage: boolean }) => {
  const translate = useTranslate();
  const mappings = useCategoryMappings();
  const accounts = useGetList<GlAccount>('gl-accounts', {
    pagination: OPTIONS_PAGE,
    sort: { field: 'code', order: 'ASC' },
    filter: { status: 'active' },
  });
  const titleId = 'integration-mapping-title';
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(`${T}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.intro`)}
      </Typography>
      {mappings.isPending ? (
        <CircularProgress aria-label={translate('spendboard.loading')} />
      ) : mappings.isError ? (
        <Alert severity="error">{translate(`${T}.load_failed`)}</Alert>
      ) : mappings.data.meta.total === 0 ? (
        <Typography>{translate(`${T}.empty`)}</Typography>
      ) : (
        <>
          <Alert severity={mappings.data.meta.unmapped > 0 ? 'warning' : 'success'} role="status" sx={{ mb: 1 }}>
            {translate(`${T}.unmapped`, { smart_count: mappings.data.meta.unmapped })}
          </Alert>
          <Box component="ul" aria-label={translate(`${T}.list_label`)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {mappings.data.data.map((mapping) => (
              <MappingRow
                key={`${mapping.category_id}-${mapping.gl_account_id ?? 'none'}`}
                mapping={mapping}
                accounts={accounts.data ?? []}
                canManage={canManage}
              />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
};
