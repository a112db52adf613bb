import { Box, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { chatLocaleOf, SUGGESTED_QUESTIONS } from '../../../domain/assistantChat';
import type { ChatCitation } from '../../../providers/data/methods/assistant';
import { citationHref } from './citationHref';
import { LoadingEllipsis } from './LoadingEllipsis';
import type { ChatEntry } from './useAssistantChat';

type Props = {
  messages: ChatEntry[];
  pending: boolean;
  activeCompanyId: string | null;
  onAsk: (question: string) => void;
  /** A figure of another company: switch to it (§4, with its confirmation), then open the list. */
  onOpenInCompany: (citation: ChatCitation, href: string) => void;
};

const Sources = ({
  citations,
  activeCompanyId,
  onOpenInCompany,
}: { citations: ChatCitation[] } & Pick<Props, 'activeCompanyId' | 'onOpenInCompany'>) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" component="h3" sx={{ fontWeight: 600 }}>
        {translate('spendboard.assistant.sources')}
      </Typography>
      <List dense disablePadding>
        {citations.map((citation) => {
          const href = citationHref(citation);
          const label = `[${citation.ref}] ${citation.text}`;
          return (
            <ListItem key={citation.ref} disableGutters sx={{ py: 0.25, display: 'list-item' }}>
              {citation.company_id === activeCompanyId ? (
                <Link component={RouterLink} to={href} variant="body2">
                  {label}
                </Link>
              ) : (
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => onOpenInCompany(citation, href)}
                  sx={{ textAlign: 'start' }}
                >
                  {label} — {translate('spendboard.assistant.other_company', { company: citation.company_name })}
                </Link>
              )}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
};

/** The conversation; an empty chat offers five suggested questions; §8's canned answers stand in when the assistant is unreachable. */
export const ChatMessages = ({ messages, pending, activeCompanyId, onAsk, onOpenInCompany }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box role="log" aria-live="polite" sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
      {messages.length === 0 && (
        <Stack spacing={1}>
          <Typography variant="body2">{translate('spendboard.assistant.empty')}</Typography>
          <Typography variant="subtitle2" component="h3">
            {translate('spendboard.assistant.suggestions_title')}
          </Typography>
          <List dense disablePadding>
            {SUGGESTED_QUESTIONS.map(({ key, question }) => (
              <ListItem key={key} disableGutters>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  disabled={pending}
                  onClick={() => onAsk(question[chatLocaleOf(locale)])}
                  sx={{ textAlign: 'start' }}
                >
                  {translate(key)}
                </Link>
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
      <Stack spacing={1.5}>
        {messages.map((message) => (
          <Box
            key={message.id}
            data-sender={message.sender}
            sx={{
              alignSelf: message.sender === 'user' ? 'flex-end' : 'flex-start',
              maxWidth: '90%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: message.sender === 'user' ? 'action.selected' : 'background.default',
              color: message.failed && !message.canned ? 'error.dark' : undefined,
              border: 1,
              borderColor: message.failed ? (message.canned ? 'warning.main' : 'error.main') : 'divider',
            }}
          >
            <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
              {translate(message.sender === 'user' ? 'spendboard.assistant.you' : 'spendboard.assistant.ai')}
            </Typography>
            {message.canned && (
              <Typography variant="caption" component="p" color="text.secondary">
                {translate('spendboard.assistant.canned.offline')}
              </Typography>
            )}
            <Typography
              variant="body2"
              component="p"
              role={message.failed ? 'alert' : undefined}
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              dir="auto"
            >
              {message.text}
            </Typography>
            {message.canned && (
              <Link component={RouterLink} to={message.canned.path} variant="body2">
                {translate(`spendboard.assistant.canned.open.${message.canned.topic}`)}
              </Link>
            )}
            {message.citations && message.citations.length > 0 && (
              <Sources citations={message.citations} activeCompanyId={activeCompanyId} onOpenInCompany={onOpenInCompany} />
            )}
          </Box>
        ))}
        {pending && (
          <Typography variant="body2" color="text.secondary" role="status">
            <LoadingEllipsis text={translate('spendboard.assistant.thinking')} />
          </Typography>
        )}
      </Stack>
    </Box>
  );
};
