import { IconButton, Stack, Tooltip } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { ReactNode } from 'react';
import { useCanAccess, useDelete, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { CatalogueFormDialog } from '../dialogs/CatalogueFormDialog';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { useSuccessNotice } from '../feedback/useSuccessNotice';
import { useOpenUntilNavigation } from '../navigation/useOpenUntilNavigation';
import { catalogueText, type CatalogueView } from './catalogueView';

const T = 'spendboard.catalogues';

type Action = 'edit' | 'status' | 'delete';

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
 * default of a catalogue with one cannot be archived or deleted: the question says so).
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
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [deleteRecord] = useDelete();
  const { canAccess: canEdit } = useCanAccess({ resource: view.resource, action: 'edit', record });
  const { canAccess: canDelete } = useCanAccess({ resource: view.resource, action: 'delete', record });
  const [dialog, setDialog] = useOpenUntilNavigation<Action>();
  const close = () => setDialog(null);

  const name = view.nameOf(record);
  const archiving = record.status === 'active';
  const isDefault = view.isDefault?.(record) ?? false;
  const defaultLine = isDefault ? [translate(`${T}.consequences.is_default`, { name })] : [];
  const statusVerb = archiving ? 'archive' : 'restore';

  return (
    <Stack direction="row" spacing={0.5}>
      {canEdit ? (
        <>
          <RowButton label={translate(`${T}.actions.edit`, { name })} onClick={() => setDialog('edit')}>
            <EditOutlined fontSize="small" />
          </RowButton>
          <RowButton label={translate(`${T}.actions.${statusVerb}`, { name })} onClick={() => setDialog('status')}>
            {archiving ? <ArchiveOutlined fontSize="small" /> : <UnarchiveOutlined fontSize="small" />}
          </RowButton>
        </>
      ) : null}
      {canDelete ? (
        <RowButton label={translate(`${T}.actions.delete`, { name })} onClick={() => setDialog('delete')} color="error">
          <DeleteOutline fontSize="small" />
        </RowButton>
      ) : null}
      {dialog === 'edit' ? <CatalogueFormDialog view={view} open onClose={close} record={record} /> : null}
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
          refresh();
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
