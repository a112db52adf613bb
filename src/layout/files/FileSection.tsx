import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { fileAcceptAttribute, uploadProblem } from '../../domain/fileFormats';
import { useAllowedFormats } from '../../providers/access/useAllowedFormats';
import { fieldErrorsOf } from '../../providers/public/formErrors';
import { useErrorDialog } from '../dialogs/ErrorDialog';
import { FilePreview } from './FilePreview';

type StoredFileProps = {
  /** The file's own cache key (with its upload time: a new version is read once, under its own key). */
  queryKey: QueryKey;
  /** Reads the file through the dataProvider. */
  read: () => Promise<Blob>;
  fileName: string;
  contentType: string;
  /** What the file is, for people who cannot see it. */
  label: string;
};

/** A stored file (a receipt, an attachment, evidence), read once and shown with `FilePreview`. */
export const StoredFilePreview = ({ queryKey, read, ...shown }: StoredFileProps) => {
  const { data } = useQuery({ queryKey, queryFn: read, staleTime: Infinity });
  return <FilePreview file={data} {...shown} />;
};

type FileUploadOptions<C, R> = {
  /** Sends the chosen file (with what it was chosen for: a file it replaces). */
  send: (file: File, context: C | undefined) => Promise<R>;
  /** After the API took it (a notice, the written record). */
  onSent: (saved: R, file: File, context: C | undefined) => void;
  /** The key prefix of `wrong_type` / `too_large` ('resources.bills.attachments'). */
  problemTexts: string;
};

/**
 * Choosing and sending a file: checked against the company's allowed formats and 5 MB before it is
 * sent (the API checks again; its 422 shows the same way), any other failure in the error dialog.
 */
export function useFileUpload<C = undefined, R = unknown>({ send, onSent, problemTexts }: FileUploadOptions<C, R>) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const { formats } = useAllowedFormats();
  const input = useRef<HTMLInputElement>(null);
  const context = useRef<C | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: ({ file, about }: { file: File; about: C | undefined }) => send(file, about),
    onSuccess: (saved, { file, about }) => onSent(saved, file, about),
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
    if (refusal) setProblem(translate(`${problemTexts}.${refusal}`, { formats: formats.join(', ') }));
    else upload.mutate({ file, about: context.current });
  };
  /** The hidden file input, named as its button. */
  const picker = (label: string) => (
    <input
      ref={input}
      type="file"
      hidden
      accept={fileAcceptAttribute(formats)}
      aria-label={label}
      onChange={(event) => {
        choose(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
  return {
    formats,
    problem,
    isPending: upload.isPending,
    picker,
    /** Opens the browser's file chooser; `about` travels with the chosen file. */
    pick: (about?: C) => {
      context.current = about;
      input.current?.click();
    },
  };
}

type FileSectionProps = {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  /** h3 on a page, h4 inside a drawer's section. */
  headingLevel?: 'h3' | 'h4';
  /** The files, or what to say when there is none. */
  children: ReactNode;
  /** The refusal of the last chosen file. */
  problem?: string | null;
  /** The upload (and other) buttons, with the picker; none when the user may not change the files. */
  actions?: ReactNode;
};

/** The one shape of a record's files: a titled section, its files, a refused file's reason and the buttons. */
export const FileSection = ({ id, title, headingLevel = 'h3', children, problem, actions }: FileSectionProps) => (
  <Stack spacing={1.5} component="section" aria-labelledby={id}>
    <Typography id={id} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
    {problem && (
      <Alert severity="error" role="alert">
        {problem}
      </Alert>
    )}
    {actions}
  </Stack>
);

/** The upload button of a file section (disabled while a file is being sent). */
export const UploadButton = ({ label, pending, onClick }: { label: string; pending: boolean; onClick: () => void }) => (
  <Button variant="outlined" disabled={pending} onClick={onClick}>
    {label}
  </Button>
);
