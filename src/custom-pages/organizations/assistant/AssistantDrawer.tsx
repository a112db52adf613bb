import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SwitchCompanyConfirm, SwitchCompanyFailure, useSwitchCompany } from '../../../layout/company-switcher';
import { getActiveCompanyId } from '../../../providers/public/session';
import { RightDrawer } from '../../../layout/drawer/RightDrawer';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import type { useAssistantChat } from './useAssistantChat';

type Props = { open: boolean; onClose: () => void; chat: ReturnType<typeof useAssistantChat> };

/** The chat drawer (§2, §9): the right drawer at its `chat` width; a question typed but not sent is asked about before it closes. */
export const AssistantDrawer = ({ open, onClose, chat }: Props) => {
  const translate = useTranslate();
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
    <RightDrawer id="assistant" title={translate('spendboard.assistant.title')} preset="chat" body="column" open={open} onClose={onClose}>
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
    </RightDrawer>
  );
};
