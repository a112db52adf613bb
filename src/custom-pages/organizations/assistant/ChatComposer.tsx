import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { ReportUnsaved } from '../../../layout/drawer/DrawerUnsavedGuard';
import { CHAT_FOCUS_DELAY_MS, CHAT_INPUT_MAX_ROWS, canSendChat, isSendKey } from '../../../domain/assistantChat';

type Props = {
  pending: boolean;
  onSend: (text: string) => Promise<boolean>;
  /** Changes when the drawer opens (focus after 300 ms) and when a reply arrives (after 100 ms). */
  focusAfter: { reason: 'open' | 'reply'; at: number } | null;
};

/**
 * The question box (§5): Enter sends, Shift+Enter adds a line, grows to 4 rows; blank or pending never
 * sends. A question typed but not sent is unsaved input: the drawer asks before it is thrown away.
 */
export const ChatComposer = ({ pending, onSend, focusAfter }: Props) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!focusAfter) return;
    const timer = window.setTimeout(() => input.current?.focus(), CHAT_FOCUS_DELAY_MS[focusAfter.reason]);
    return () => window.clearTimeout(timer);
  }, [focusAfter]);

  const submit = () => {
    if (!canSendChat(text, pending)) return;
    const question = text;
    setText('');
    void onSend(question);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    submit();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', p: 2, borderTop: 1, borderColor: 'divider' }}>
      <ReportUnsaved what={translate('spendboard.forms.discard.assistant_question')} unsaved={text.trim() !== ''} />
      <TextField
        inputRef={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        label={translate('spendboard.assistant.input_label')}
        placeholder={translate('spendboard.assistant.placeholder')}
        multiline
        minRows={1}
        maxRows={CHAT_INPUT_MAX_ROWS}
        fullWidth
        size="small"
      />
      <IconButton
        color="primary"
        onClick={submit}
        disabled={!canSendChat(text, pending)}
        aria-label={translate('spendboard.assistant.send')}
        sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
      >
        <SendIcon />
      </IconButton>
    </Stack>
  );
};
