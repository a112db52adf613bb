import { IconButton, Tooltip } from '@mui/material';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import type { ExpenseAutomation, ExpenseAutomationRun } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

const T = 'resources.expense-automations.apply';

/**
 * "Apply to existing uncoded expenses" (organize expense automations): asks with the preview's count and
 * AED total (from the API, read when the question opens), then codes them; the expense lists read again.
 */
export const ApplyAutomationButton = ({ record }: { record: ExpenseAutomation }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [open, setOpen] = useDialogOpen();
  const [done, setDone] = useState<ExpenseAutomationRun | null>(null);
  const { canAccess } = useCanAccess({ resource: 'expense-automations', action: 'edit', record });
  const preview = useQuery({
    queryKey: companyQueryKey('expense-automations', 'preview', record.id),
    queryFn: () => dataProvider.previewExpenseAutomation(record.id),
    enabled: open,
    staleTime: 0,
  });
  if (!canAccess) return null;
  const name = record.name;
  const label = translate(`${T}.action`, { name });
  const count = preview.data?.count ?? 0;
  const money = (run: ExpenseAutomationRun) => formatMoney(run.total.amount, run.total.currency, locale);
  const total = preview.data ? money(preview.data) : '';
  const shown = done ?? preview.data;
  const question = count === 0 ? translate(`${T}.none`, { name }) : translate(`${T}.question`, { smart_count: count, total });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
          <PlaylistAddCheckOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`${T}.title`, { name })}
        message={preview.data ? question : translate(`${T}.counting`)}
        consequences={count === 0 ? [] : [translate(`${T}.trail`, { name }), translate(`${T}.kept`)]}
        consequencesLoading={!preview.data}
        confirmLabel={translate(`${T}.confirm`)}
        destructive={false}
        onConfirm={async () => {
          setDone(await dataProvider.applyExpenseAutomation(record.id));
          await queryClient.invalidateQueries({ queryKey: ['expenses'] });
        }}
        // What it coded once it answers (the preview's figures until then: the message is chosen when Confirm is pressed).
        successMessage={shown ? translate(`${T}.done`, { smart_count: shown.count, total: money(shown) }) : undefined}
      />
    </>
  );
};
