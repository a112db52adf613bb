import { Button } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useTranslate } from 'react-admin';
import { useDialogOpen } from '../../../layout/navigation/useOpenUntilNavigation';
import { AssistantDrawer } from './AssistantDrawer';
import { useAssistantChat } from './useAssistantChat';

/** Opens the AI spend assistant; the conversation lasts while the page is open. */
export const AssistantButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useDialogOpen();
  const chat = useAssistantChat();
  return (
    <>
      <Button variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate('spendboard.assistant.open')}
      </Button>
      <AssistantDrawer open={open} onClose={() => setOpen(false)} chat={chat} />
    </>
  );
};
