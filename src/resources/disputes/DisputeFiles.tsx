import { useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRefresh, useTranslate } from 'react-admin';
import type { Dispute } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { DISPUTE_MAX_FILES } from '../../domain/disputes';
import { fileAcceptAttribute, uploadProblem } from '../../domain/fileFormats';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { FilePreview } from '../../layout/files/FilePreview';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { useAllowedFormats } from '../../providers/access/useAllowedFormats';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { fieldErrorsOf } from '../../providers/public/formErrors';

type DisputeFile = Dispute['files'][number];

const FileOfDispute = ({ dispute, file }: { dispute: Dispute; file: DisputeFile }) => {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: companyQueryKey('dispute-file', dispute.id, file.id, file.uploaded_at),
    queryFn: () => dataProvider.disputeFile(dispute.id, file.id),
    staleTime: Infinity,
  });
  return <FilePreview file={data} fileName={file.file_name} contentType={file.content_type} label={file.file_name} />;
};

/**
 * A dispute's evidence files, each previewed; while it is unsubmitted and the user may organize
 * disputes, add (checked against the allowed formats and 5 MB before it is sent) and remove.
 */
export const DisputeFiles = ({ dispute, canChange }: { dispute: Dispute; canChange: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const { formats } = useAllowedFormats();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<DisputeFile | null>(null);
  const [confirmOpen, setConfirmOpen] = useDialogOpen();
  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.addDisputeFile(dispute.id, file),
    onSuccess: (_saved, file) => {
      notice('dispute_file_added', { file: file.name });
      refresh();
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setProblem(Object.values(fieldErrors)[0] ?? null);
      else showError(error);
    },
  });
  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const refusal = uploadProblem(file, formats);
    if (refusal) setProblem(translate(`resources.disputes.upload.${refusal}`, { formats: formats.join(', ') }));
    else upload.mutate(file);
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`dispute-${dispute.id}-files`}>
      <Typography id={`dispute-${dispute.id}-files`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('resources.disputes.fields.files')}
      </Typography>
      {canChange && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.disputes.help.files', { formats: formats.join(', ') })}
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
          <FileOfDispute dispute={dispute} file={file} />
        </Stack>
      ))}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {canChange && dispute.files.length < DISPUTE_MAX_FILES && (
        <Box>
          <input
            ref={input}
            type="file"
            hidden
            accept={fileAcceptAttribute(formats)}
            aria-label={translate('resources.disputes.actions.add_file')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {translate('resources.disputes.actions.add_file')}
          </Button>
        </Box>
      )}
      {removing && (
        <ConfirmDialog
          open={confirmOpen}
          onClose={() => setConfirmOpen(false)}
          title={translate('resources.disputes.actions.remove_file', { file: removing.file_name })}
          message={translate('resources.disputes.actions.remove_file', { file: removing.file_name })}
          confirmLabel={translate('resources.disputes.actions.remove_file', { file: removing.file_name })}
          onConfirm={() => dataProvider.removeDisputeFile(dispute.id, removing.id)}
          onSuccess={() => {
            notice('dispute_file_removed', { file: removing.file_name });
            refresh();
          }}
        />
      )}
    </Stack>
  );
};
