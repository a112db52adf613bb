import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SupportTicket } from '../../providers/data/methods/account';

/** The confirmation after a request was stored, with a way to send another. */
export const SupportSent = ({ ticket, onAnother }: { ticket: SupportTicket; onAnother: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity="success" role="status" sx={{ width: '100%' }}>
        <AlertTitle>{translate('spendboard.support.sent_title')}</AlertTitle>
        {translate('spendboard.support.sent', { id: ticket.id })}
      </Alert>
      <Button variant="outlined" onClick={onAnother}>
        {translate('spendboard.support.new_request')}
      </Button>
    </Box>
  );
};
