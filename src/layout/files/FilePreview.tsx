import { useEffect, useState } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PdfPreview } from './PdfPreview';

type FilePreviewProps = {
  /** The file as fetched by the data layer; undefined while it loads. */
  file: Blob | undefined;
  fileName: string;
  contentType: string;
  /** What the file is, for people who cannot see it ('Receipt of the expense at Careem'). */
  label: string;
};

/** An object URL of a blob for as long as it is shown (revoked after). */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return blob ? url : null;
}

/**
 * A fetched file shown in place: an image inline, a PDF drawn by pdf.js, anything else as a link
 * to open it; every kind also has the link ('Open INV-2026-0412.pdf').
 */
export const FilePreview = ({ file, fileName, contentType, label }: FilePreviewProps) => {
  const translate = useTranslate();
  const url = useObjectUrl(file);
  if (!file || !url) return <Typography color="text.secondary">{translate('spendboard.files.loading')}</Typography>;
  const open = (
    <Link href={url} target="_blank" rel="noopener" download={fileName}>
      {translate('spendboard.files.open', { name: fileName })}
    </Link>
  );
  if (contentType.startsWith('image/')) {
    return (
      <Stack spacing={1}>
        <Box component="img" src={url} alt={label} sx={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain', alignSelf: 'start' }} />
        {open}
      </Stack>
    );
  }
  if (contentType === 'application/pdf') {
    return (
      <Stack spacing={1}>
        <PdfPreview file={file} label={label} />
        {open}
      </Stack>
    );
  }
  return open;
};
