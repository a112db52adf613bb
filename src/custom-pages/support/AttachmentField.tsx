import { useRef } from 'react';
import { Button, FormControl, FormHelperText, FormLabel, IconButton, Stack, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { fileAcceptAttribute } from '../../domain/fileFormats';

type AttachmentFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  formats: readonly string[];
  error?: string;
};

/** One optional file, limited to the company's allowed formats; disabled when none is configured. */
export const AttachmentField = ({ file, onChange, formats, error }: AttachmentFieldProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const disabled = formats.length === 0;
  const hint = disabled
    ? translate('spendboard.support.no_formats')
    : translate('spendboard.support.allowed_formats', { formats: formats.join(', ') });
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ gap: 1 }}>
      <FormLabel component="legend">{translate('spendboard.support.attachment')}</FormLabel>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <Button
          variant="outlined"
          startIcon={<AttachFile />}
          disabled={disabled}
          aria-describedby="support-attachment-helper"
          onClick={() => input.current?.click()}
        >
          {translate('spendboard.support.attach')}
        </Button>
        <input
          ref={input}
          type="file"
          name="attachment"
          hidden
          tabIndex={-1}
          accept={fileAcceptAttribute(formats)}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        {file && (
          <Stack direction="row" alignItems="center">
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
            <IconButton
              aria-label={translate('spendboard.support.remove_attachment')}
              size="small"
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange(null);
              }}
            >
              <Close fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Stack>
      <FormHelperText id="support-attachment-helper">{error ?? hint}</FormHelperText>
    </FormControl>
  );
};
