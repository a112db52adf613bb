import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { renderPdfPages } from './renderPdfPages';

type PdfPreviewProps = {
  /** The PDF's bytes (a receipt, an invoice) as fetched by the data layer. */
  file: Blob;
  /** What the document is, for people who cannot see it ('Receipt of the expense at Careem'). */
  label: string;
  /** Pages to draw at most (the first ones). */
  maxPages?: number;
};

/**
 * A PDF drawn on canvases by pdf.js (loaded with this component only, in its own chunk): no
 * browser plugin, so the strict Content-Security-Policy (`object-src 'none'`) holds. Each page is
 * an image named by `label`; a document pdf.js cannot read says so.
 */
export const PdfPreview = ({ file, label, maxPages = 3 }: PdfPreviewProps) => {
  const translate = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const target = container.current;
    if (!target) return undefined;
    const controller = new AbortController();
    setFailed(false);
    renderPdfPages(file, target, { maxPages, label, signal: controller.signal }).catch(() => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => {
      controller.abort();
      target.replaceChildren();
    };
  }, [file, label, maxPages]);
  if (failed) return <Typography color="text.secondary">{translate('spendboard.files.pdf_unreadable')}</Typography>;
  return (
    <Box
      ref={container}
      sx={{ display: 'grid', gap: 1, '& canvas': { maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider' } }}
    />
  );
};
