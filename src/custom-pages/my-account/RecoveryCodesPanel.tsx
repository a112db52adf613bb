import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';

/** The ten recovery codes, shown once after enrolment: copy, download as a text file, then done. */
export const RecoveryCodesPanel = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    notice('recovery_codes_copied');
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'spendboard-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Box component="section" aria-labelledby="recovery-codes-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="recovery-codes-title" variant="subtitle1" component="h3" fontWeight={700}>
        {translate('spendboard.account_security.two_step.recovery_title')}
      </Typography>
      <Alert severity="warning">{translate('spendboard.account_security.two_step.recovery_intro')}</Alert>
      <Box
        component="ol"
        aria-label={translate('spendboard.account_security.two_step.recovery_title')}
        dir="ltr"
        sx={{ fontFamily: 'monospace', fontSize: 16, columns: 2, m: 0, ps: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" onClick={() => void copy()}>
          {translate('spendboard.account_security.two_step.copy')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {translate('spendboard.account_security.two_step.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('spendboard.account_security.two_step.done')}
        </Button>
      </Stack>
    </Box>
  );
};
