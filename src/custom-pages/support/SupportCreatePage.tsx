import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SupportTicket, SupportTicketInput } from '../../providers/data/methods/account';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { FEEDBACK_CATEGORIES, FILE_TYPE_OPTIONS, SUPPORT_MESSAGE_LENGTH } from '../../domain/support';
import { AttachmentField } from './AttachmentField';
import { supportFormErrors, type SupportFieldErrors } from './supportFormErrors';
import { useAllowedFormats } from '../../providers/access/useAllowedFormats';
import { SupportRecipients } from './SupportRecipients';
import { SupportSent } from './SupportSent';
import { useFormSubmission } from '../public/useFormSubmission';

type Values = {
  category: SupportTicketInput['category'] | '';
  file_type: SupportTicketInput['file_type'] | '';
  message: string;
  attachment: File | null;
};
const EMPTY: Values = { category: '', file_type: '', message: '', attachment: null };

/** `/support/create` ('Need Help?'): category, what it is about, message and an optional file. */
const SupportCreatePage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { formats } = useAllowedFormats();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<SupportFieldErrors>({});
  const { pending, fieldErrors: serverErrors, formError, result: sent, submit, reset } = useFormSubmission<SupportTicket>();
  const title = translate('spendboard.support.title');
  useEffect(() => {
    document.title = `${title} · ${translate('spendboard.app_name')}`;
  }, [title, translate]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: keyof SupportFieldErrors) => {
    const own = errors[field];
    if (own) return translate(own.key, own.args);
    const server = serverErrors[field];
    return server ? translate(server, { _: server }) : undefined;
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = supportFormErrors(values, formats);
    setErrors(found);
    const { category, file_type, message, attachment } = values;
    if (Object.keys(found).length > 0 || !category || !file_type) return;
    await submit(async () => {
      const ticket = await dataProvider.createSupportTicket({ category, file_type, message: message.trim(), attachment });
      setValues(EMPTY);
      return ticket;
    });
  }

  return (
    <Box component="section" aria-labelledby="support-title" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Typography id="support-title" component="h1" variant="h5" fontWeight={700}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {translate('spendboard.support.intro')}
      </Typography>
      <SupportRecipients />
      <Card variant="outlined">
        <CardContent>
          {sent ? (
            <SupportSent ticket={sent} onAnother={reset} />
          ) : (
            <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} sx={{ display: 'grid', gap: 2.5 }}>
              {formError && <Alert severity="error">{translate(formError, { _: formError })}</Alert>}
              <TextField
                select
                required
                id="support-category"
                label={translate('spendboard.support.category')}
                value={values.category}
                onChange={(event) => set('category', event.target.value as Values['category'])}
                error={Boolean(errorOf('category'))}
                helperText={errorOf('category')}
              >
                {FEEDBACK_CATEGORIES.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                required
                id="support-file-type"
                label={translate('spendboard.support.file_type')}
                value={values.file_type}
                onChange={(event) => set('file_type', event.target.value as Values['file_type'])}
                error={Boolean(errorOf('file_type'))}
                helperText={errorOf('file_type')}
              >
                {FILE_TYPE_OPTIONS.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                required
                multiline
                minRows={5}
                id="support-message"
                label={translate('spendboard.support.message')}
                value={values.message}
                onChange={(event) => set('message', event.target.value)}
                error={Boolean(errorOf('message'))}
                helperText={errorOf('message') ?? translate('spendboard.support.message_hint', SUPPORT_MESSAGE_LENGTH)}
                slotProps={{ htmlInput: { maxLength: SUPPORT_MESSAGE_LENGTH.max } }}
              />
              <AttachmentField
                file={values.attachment}
                onChange={(file) => set('attachment', file)}
                formats={formats}
                error={errorOf('attachment')}
              />
              <Box>
                <Button type="submit" variant="contained" size="large" disabled={pending} aria-busy={pending}>
                  {translate('spendboard.support.submit')}
                </Button>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default SupportCreatePage;
