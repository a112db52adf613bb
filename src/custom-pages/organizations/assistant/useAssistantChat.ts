import { useCallback, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { canSendChat, chatContextOf, chatLocaleOf } from '../../../domain/assistantChat';
import { cannedAnswerFor, type CannedAnswer } from '../../../domain/assistantFallback';
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
  /** §8: the assistant could not be reached, and this canned answer stands in (no figure: a page to open). */
  canned?: CannedAnswer;
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
          : failureEntry(outcome.kind === 'network' ? { canned: cannedAnswerFor(question.text) } : { error: outcome.error }, translate);
      setMessages((current) => [...current, answer]);
      pendingRef.current = false;
      setPending(false);
      return true;
    },
    [companies, dataProvider, inbox.data, locale, messages, portfolio.data, translate],
  );

  return { messages, pending, send };
}

/**
 * §8: no answer. Unreachable: one of five canned answers for the question's topic, else 'Sorry, I'm having
 * trouble connecting right now…'; an API error: its error field, else 'Failed to get AI response'.
 */
function failureEntry(failure: { canned: CannedAnswer | null } | { error: string | null }, translate: (key: string) => string): ChatEntry {
  const base = { id: newId(), sender: 'ai' as const, timestamp: new Date().toISOString(), failed: true };
  if ('error' in failure) return { ...base, text: failure.error ?? translate('spendboard.assistant.failed') };
  if (failure.canned) return { ...base, text: translate(`spendboard.assistant.canned.${failure.canned.topic}`), canned: failure.canned };
  return { ...base, text: translate('spendboard.assistant.network_error') };
}
