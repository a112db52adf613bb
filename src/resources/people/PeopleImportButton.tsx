import { Button } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import { useQuickActionDialog } from '../../layout/dialogs/useQuickActionDialog';
import { CsvImportDialog } from '../../layout/imports/CsvImportDialog';
import { peopleImporter } from './peopleImporter';

/** People's Import (invite people): the toolbar button and Ctrl+K's "Import" chip (`?action=import`) open the importer. */
export const PeopleImportButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'people', action: 'create' });
  const dialog = useQuickActionDialog('import');
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFileOutlined />} onClick={dialog.show}>
        {translate('spendboard.people_import.button')}
      </Button>
      <CsvImportDialog importer={peopleImporter} open={dialog.open} onClose={dialog.close} />
    </>
  );
};
