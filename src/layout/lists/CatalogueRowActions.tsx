import { IconButton, Stack, Tooltip } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDelete, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { statusLabelKey } from '../../domain/statusColors';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { CatalogueFormDialog } from '../dialogs/CatalogueFormDialog';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { useSuccessNotice } from '../feedback/useSuccessNotice';
import { useOpenUntilNavigation } from '../navigation/useOpenUntilNavigation';
import { catalogueText, type CatalogueView } from './catalogueView';

const T = 'spendboard.catalogues';

type Action = 'edit' | 'view' | 'status' | 'delete' | `step:${string}`;

const RowButton = ({ label, onClick, color, children }: { label: string; onClick: () => void; color?: 'error'; children: ReactNode }) => (
  <Tooltip title={label}>
    <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
      {children}
    </IconButton>
  </Tooltip>
);

/**
 * A catalogue row's actions: Edit (the form dialog), Archive or Restore, and Delete, each behind
 * its permission; archive and delete ask first, naming the record and what will happen (the
 * default of a catalogue with one cannot be archived or deleted: the question says so). A catalogue
 * with a lifecycle shows its steps instead of Archive/Restore, and Edit and Delete only while the
 * record is editable (View, read-only, after).
 */
export const CatalogueRowActions = <Row extends RaRecord & { status: string }>({
  view,
  record,
}: {
  view: CatalogueView<Row>;
  record: Row;
}) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const queryClient = useQueryClient();
  // The status write answers no record: the resource's rows and options (every list of it) are read again.
  const statusChanged = () => void queryClient.invalidateQueries({ queryKey: [view.resource] });
  const dataProvider = useAppDataProvider();
  const [deleteRecord] = useDelete();
  const { canAccess: canEdit } = useCanAccess({ resource: view.resource, action: 'edit', record });
  const { canAccess: canDelete } = useCanAccess({ resource: view.resource, action: 'delete', record });
  const [dialog, setDialog] = useOpenUntilNavigation<Action>();
  const close = () => setDialog(null);
  const [locale] = useLocaleState();
  const { lifecycle } = view;
  const editable = lifecycle ? lifecycle.editable(record) : true;

  const name = view.nameOf(record);
  const archiving = record.status === 'active';
  const isDefault = view.isDefault?.(record) ?? false;
  const defaultLine = isDefault ? [translate(`${T}.consequences.is_default`, { name })] : [];
  const statusVerb = archiving ? 'archive' : 'restore';

  return (
    <Stack direction="row" spacing={0.5}>
      {!editable || (lifecycle && !canEdit) ? (
        <RowButton label={translate(`${T}.actions.view`, { name })} onClick={() => setDialog('view')}>
          <VisibilityOutlined fontSize="small" />
        </RowButton>
      ) : null}
      {canEdit && editable ? (
        <RowButton label={translate(`${T}.actions.edit`, { name })} onClick={() => setDialog('edit')}>
          <EditOutlined fontSize="small" />
        </RowButton>
      ) : null}
      {canEdit && !lifecycle ? (
        <RowButton label={translate(`${T}.actions.${statusVerb}`, { name })} onClick={() => setDialog('status')}>
          {archiving ? <ArchiveOutlined fontSize="small" /> : <UnarchiveOutlined fontSize="small" />}
        </RowButton>
      ) : null}
      {canEdit && lifecycle
        ? lifecycle.steps(record).map((to) => {
            const Icon = lifecycle.stepIcons[to];
            return (
              <RowButton
                key={to}
                label={translate(catalogueText(view, `steps.${to}.action`), { name })}
                onClick={() => setDialog(`step:${to}`)}
              >
                {Icon ? <Icon fontSize="small" /> : null}
              </RowButton>
            );
          })
        : null}
      {lifecycle && canEdit
        ? lifecycle.steps(record).map((to) => (
            <ConfirmDialog
              key={to}
              open={dialog === `step:${to}`}
              onClose={close}
              title={translate(catalogueText(view, `steps.${to}.title`), { name })}
              message={translate(catalogueText(view, `steps.${to}.question`), { name })}
              consequences={lifecycle.consequences(record, to, translate, locale)}
              confirmLabel={translate(catalogueText(view, `steps.${to}.confirm`))}
              destructive={to === 'cancelled'}
              onConfirm={() => dataProvider.setCatalogueStatus(view.resource, record.id, to)}
              onSuccess={() => {
                notice('catalogue_step', { name, status: translate(statusLabelKey(lifecycle.family, to) ?? to) });
                statusChanged();
              }}
            />
          ))
        : null}
      {canDelete && editable ? (
        <RowButton label={translate(`${T}.actions.delete`, { name })} onClick={() => setDialog('delete')} color="error">
          <DeleteOutline fontSize="small" />
        </RowButton>
      ) : null}
      {dialog === 'edit' ? <CatalogueFormDialog view={view} open onClose={close} record={record} /> : null}
      {dialog === 'view' ? <CatalogueFormDialog view={view} open onClose={close} record={record} readOnly /> : null}
      <ConfirmDialog
        open={dialog === 'status'}
        onClose={close}
        title={translate(catalogueText(view, `${statusVerb}_title`), { name })}
        message={translate(`${T}.questions.${statusVerb}`, { name })}
        consequences={
          archiving
            ? [...defaultLine, translate(`${T}.consequences.archive`, { name })]
            : [translate(`${T}.consequences.restore`, { name })]
        }
        confirmLabel={translate(catalogueText(view, statusVerb))}
        destructive={false}
        onConfirm={() => dataProvider.setCatalogueStatus(view.resource, record.id, archiving ? 'archived' : 'active')}
        onSuccess={() => {
          notice(archiving ? 'catalogue_archived' : 'catalogue_restored', { name });
          statusChanged();
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={close}
        title={translate(catalogueText(view, 'delete_title'), { name })}
        message={translate(`${T}.questions.delete`, { name })}
        consequences={[...defaultLine, translate(`${T}.consequences.delete`, { name })]}
        confirmLabel={translate(catalogueText(view, 'delete'))}
        onConfirm={() =>
          deleteRecord(view.resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
        }
        // The row leaves the list once deleted, so the success is a notification.
        onSuccess={() => notice('catalogue_deleted', { name })}
      />
    </Stack>
  );
};
