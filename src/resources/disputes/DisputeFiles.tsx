import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Dispute } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { DISPUTE_MAX_FILES } from '../../domain/disputes';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { FileSection, StoredFilePreview, UploadButton, useFileUpload } from '../../layout/files/FileSection';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';

type DisputeFile = Dispute['files'][number];

/**
 * A dispute's evidence files, each previewed; while it is unsubmitted and the user may organize
 * disputes, add (checked against the allowed formats and 5 MB before it is sent) and remove.
 */
export const DisputeFiles = ({ dispute, canChange }: { dispute: Dispute; canChange: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const applyWritten = useApplyWrittenRecord();
  const notice = useSuccessNotice();
  const [removing, setRemoving] = useState<DisputeFile | null>(null);
  const [confirmOpen, setConfirmOpen] = useDialogOpen();
  const upload = useFileUpload({
    send: (file) => dataProvider.addDisputeFile(dispute.id, file),
    onSent: (saved, file) => {
      notice('dispute_file_added', { file: file.name });
      applyWritten('disputes', saved);
    },
    problemTexts: 'resources.disputes.upload',
  });
  const addLabel = translate('resources.disputes.actions.add_file');
  return (
    <FileSection
      id={`dispute-${dispute.id}-files`}
      title={translate('resources.disputes.fields.files')}
      problem={upload.problem}
      actions={
        canChange && dispute.files.length < DISPUTE_MAX_FILES ? (
          <Box>
            {upload.picker(addLabel)}
            <UploadButton label={addLabel} pending={upload.isPending} onClick={() => upload.pick()} />
          </Box>
        ) : null
      }
    >
      {canChange && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.disputes.help.files', { formats: upload.formats.join(', ') })}
        </Typography>
      )}
      {dispute.files.length === 0 && <Typography color="text.secondary">-</Typography>}
      {dispute.files.map((file) => (
        <Stack key={file.id} spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {file.file_name} · {formatDate(file.uploaded_at, 'dateTime')}
            </Typography>
            {canChange && (
              <Button
                color="error"
                size="small"
                onClick={() => {
                  setRemoving(file);
                  setConfirmOpen(true);
                }}
              >
                {translate('resources.disputes.actions.remove_file', { file: file.file_name })}
              </Button>
            )}
          </Stack>
          <StoredFilePreview
            queryKey={companyQueryKey('dispute-file', dispute.id, file.id, file.uploaded_at)}
            read={() => dataProvider.disputeFile(dispute.id, file.id)}
            fileName={file.file_name}
            contentType={file.content_type}
            label={file.file_name}
          />
        </Stack>
      ))}
      {removing && (
        <ConfirmDialog
          open={confirmOpen}
          onClose={() => setConfirmOpen(false)}
          title={translate('resources.disputes.actions.remove_file', { file: removing.file_name })}
          message={translate('resources.disputes.actions.remove_file', { file: removing.file_name })}
          confirmLabel={translate('resources.disputes.actions.remove_file', { file: removing.file_name })}
          onConfirm={async () => applyWritten('disputes', await dataProvider.removeDisputeFile(dispute.id, removing.id))}
          onSuccess={() => notice('dispute_file_removed', { file: removing.file_name })}
        />
      )}
    </FileSection>
  );
};
