import { useEffect, useState } from 'react';
import { Box, Drawer, IconButton, Typography, useMediaQuery } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { BREAKPOINTS, CHAT_DRAWER_WIDTH, HEADER_HEIGHT } from '../../../domain/layout';
import { SwitchCompanyConfirm, SwitchCompanyFailure, useSwitchCompany } from '../../../layout/company-switcher';
import { getActiveCompanyId } from '../../../providers/public/session';
import { DrawerUnsavedGuard } from '../../../layout/drawer/DrawerUnsavedGuard';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import type { useAssistantChat } from './useAssistantChat';

type Props = { open: boolean; onClose: () => void; chat: ReturnType<typeof useAssistantChat> };

const TITLE_ID = 'assistant-drawer-title';

/** The chat drawer (§2, §9): at the right, 450 px wide, the whole width under 900 px; a question typed but not sent is asked about before it closes. */
export const AssistantDrawer = ({ open, onClose, chat }: Props) => {
  const translate = useTranslate();
  const fullWidth = useMediaQuery(`(max-width:${BREAKPOINTS.drawerFullScreen - 0.05}px)`);
  const [switchTo, setSwitchTo] = useState<string>();
  const flow = useSwitchCompany(switchTo);
  const [focusAfter, setFocusAfter] = useState<{ reason: 'open' | 'reply'; at: number } | null>(null);
  const answers = chat.messages.filter((message) => message.sender === 'ai').length;

  useEffect(() => {
    if (open) setFocusAfter({ reason: 'open', at: Date.now() });
  }, [open]);
  useEffect(() => {
    if (answers > 0) setFocusAfter({ reason: 'reply', at: Date.now() });
  }, [answers]);

  return (
    <DrawerUnsavedGuard onClose={onClose}>
      {(close) => (
        <Drawer
          anchor="right"
          open={open}
          onClose={close}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-labelledby': TITLE_ID,
              sx: {
                width: fullWidth ? '100%' : CHAT_DRAWER_WIDTH,
                top: { xs: 0, md: HEADER_HEIGHT },
                height: { xs: '100%', md: `calc(100% - ${HEADER_HEIGHT}px)` },
                display: 'flex',
                flexDirection: 'column',
              },
            },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ flex: 1 }}>
              {translate('spendboard.assistant.title')}
            </Typography>
            <IconButton onClick={close} aria-label={translate('ra.action.close')}>
              <CloseIcon />
            </IconButton>
          </Box>
          <SwitchCompanyFailure flow={flow} />
          <ChatMessages
            messages={chat.messages}
            pending={chat.pending}
            activeCompanyId={getActiveCompanyId() ?? null}
            onAsk={(question) => void chat.send(question)}
            onOpenInCompany={(citation, href) => {
              setSwitchTo(href);
              flow.request(citation.company_id);
            }}
          />
          <ChatComposer pending={chat.pending} onSend={chat.send} focusAfter={focusAfter} />
          <SwitchCompanyConfirm flow={flow} />
        </Drawer>
      )}
    </DrawerUnsavedGuard>
  );
};
