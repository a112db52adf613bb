import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCompanyConfig } from '../../providers/access/useCompanyConfig';

/** Who receives the request: the company's support admin e-mails (config, set in company settings). */
export const SupportRecipients = () => {
  const translate = useTranslate();
  const emails = useCompanyConfig().data?.support_admin_emails ?? [];
  if (emails.length === 0) return null;
  return (
    <Typography color="text.secondary" sx={{ mt: -1, mb: 2, overflowWrap: 'anywhere' }}>
      {translate('spendboard.support.recipients', { emails: emails.join(', ') })}
    </Typography>
  );
};
