import { useCallback, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { canSendChat, chatContextOf, chatLocaleOf } from '../../../domain/assistantChat';
import type { ChatCitation, ChatRequest } from '../../../providers/data/methods/assistant';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import { useCompanies } from '../../../layout/company-switcher/useCompanies';
import { useApprovalInbox, usePortfolio } from '../portfolio/usePortfolio';

/** A chat message (spec §3: id, text, sender, timestamp), with the figures an answer cites. */
export type ChatEntry = {
  id: string;
  text: string;
  sender: 'user' | 'ai';
  timestamp: string;
  citations?: ChatCitation[];
  /** A failure shown in the chat (§8), not an answer: never sent back as history. */
  failed?: boolean;
};

// My Approval's first page (same query, same cache).
const FIRST_INBOX_PAGE = { page: 1, perPage: 25, filters: {} };

const newId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The conversation: sends a question with the earlier messages, keeps one reply pending at a time.
 * The context is what the portfolio pages show (`chatContextOf`); the server computes every figure
 * itself and uses the context at most as a hint.
 */
export function useAssistantChat() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const { data: companies } = useCompanies();
  // The portfolio pages' own queries (cached): the context is what the user sees there.
  const portfolio = usePortfolio();
  const inbox = useApprovalInbox(FIRST_INBOX_PAGE);
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const sessionId = useRef(newId());

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!canSendChat(text, pendingRef.current)) return false;
      pendingRef.current = true;
      setPending(true);
      const question: ChatEntry = { id: newId(), text: text.trim(), sender: 'user', timestamp: new Date().toISOString() };
      const history = messages
        .filter((message) => !message.failed)
        .map(({ id, text: body, sender, timestamp }) => ({ id, text: body, sender, timestamp }));
      setMessages((current) => [...current, question]);
      const request: ChatRequest = {
        message: question.text,
        context: chatContextOf(companies ?? [], portfolio.data, inbox.data),
        history: history.slice(-100),
        sessionId: sessionId.current,
        // The reply is written in the app's language.
        locale: chatLocaleOf(locale),
      };
      const outcome = await dataProvider.askAssistant(request);
      const answer: ChatEntry =
        outcome.kind === 'reply'
          ? {
              id: newId(),
              text: outcome.reply.response,
              sender: 'ai',
              timestamp: new Date().toISOString(),
              citations: outcome.reply.citations,
            }
          : {
              id: newId(),
              text:
                outcome.kind === 'network'
                  ? translate('spendboard.assistant.network_error')
                  : (outcome.error ?? translate('spendboard.assistant.failed')),
              sender: 'ai',
              timestamp: new Date().toISOString(),
              failed: true,
            };
      setMessages((current) => [...current, answer]);
      pendingRef.current = false;
      setPending(false);
      return true;
    },
    [companies, dataProvider, inbox.data, locale, messages, portfolio.data, translate],
  );

  return { messages, pending, send };
}
