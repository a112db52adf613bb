import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ExportButton, TopToolbar, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { CatalogueFormDialog } from '../dialogs/CatalogueFormDialog';
import { CsvImportDialog } from '../imports/CsvImportDialog';
import { catalogueImporter } from './catalogueImporter';
import { useCreateDialog } from '../dialogs/useCreateDialog';
import { useQuickActionDialog } from '../dialogs/useQuickActionDialog';
import { catalogueText, type CatalogueView } from './catalogueView';

/**
 * A catalogue list's actions: New (the create dialog, also `?action=create`) and Import (the CSV
 * import dialog, also `?action=import`) for those who may create, and Export (the list's
 * `exporter`, with its filters).
 */
export const CatalogueListActions = <Row extends RaRecord>({ view }: { view: CatalogueView<Row> }) => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: view.resource, action: 'create' });
  const createDialog = useCreateDialog();
  const importDialog = useQuickActionDialog('import');
  const importable = view.importable !== false;
  return (
    <TopToolbar>
      {canCreate ? (
        <>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={createDialog.show}>
            {translate(catalogueText(view, 'create'))}
          </Button>
          {importable ? (
            <Button startIcon={<UploadFileOutlined />} onClick={importDialog.show}>
              {translate('spendboard.catalogues.actions.import')}
            </Button>
          ) : null}
          {createDialog.open ? <CatalogueFormDialog view={view} open onClose={createDialog.close} /> : null}
          {importable ? <CsvImportDialog importer={catalogueImporter(view)} open={importDialog.open} onClose={importDialog.close} /> : null}
        </>
      ) : null}
      <ExportButton label="spendboard.catalogues.actions.export" />
    </TopToolbar>
  );
};
