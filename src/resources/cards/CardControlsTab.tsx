import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { AutocompleteArrayInput, Form, SaveButton, SelectArrayInput, useTranslate } from 'react-admin';
import { maskCardNumber } from '../../domain/cards';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { FieldErrors } from '../../api/apiError';
import type { Card, CardControls, CardControlsWrite } from '../../api/schema';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import { usePermissions } from '../../providers/access/usePermissions';
import { HolderRestrictions } from './HolderRestrictions';
import { mccChoices } from './mccCategories';
import { useCardControls, useCountries, useSaveCardControls } from './useCardControls';

type ControlValues = { allowed_mcc_categories: string[]; allowed_countries: string[] };
const MANAGE = ['manage card controls'] as const;
/** Why a part is locked stays readable (axe 4.5:1) though its field is disabled. */
const readableLockedHelper = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };

/** `allowed_countries.0` → `allowed_countries`: each message goes on its field. */
const onControlFields = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.split('.')[0], message]));

type ControlsFormProps = { cardId: number; cardNumber: string; controls: CardControls; canManage: boolean };

const ControlsForm = ({ cardId, cardNumber, controls, canManage }: ControlsFormProps) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const submitForm = useFormSubmit();
  const countries = useCountries();
  const save = useSaveCardControls(cardId);
  const editMcc = canManage && controls.can_manage_mcc;
  const editGeography = canManage && controls.can_manage_geography;

  const submit = async (values: Partial<ControlValues>) => {
    const input: CardControlsWrite = {
      ...(editMcc ? { allowed_mcc_categories: values.allowed_mcc_categories as CardControlsWrite['allowed_mcc_categories'] } : {}),
      ...(editGeography ? { allowed_countries: values.allowed_countries } : {}),
    };
    return submitForm(async () => {
      await save.mutateAsync(input);
      notice('card_controls_saved', { card: maskCardNumber(cardNumber) });
    }, onControlFields);
  };

  const countryChoices = (countries.data ?? []).map((country) => ({ id: country.code ?? String(country.id), name: country.display_name }));
  return (
    <Form
      defaultValues={{ allowed_mcc_categories: controls.allowed_mcc_categories, allowed_countries: controls.allowed_countries }}
      onSubmit={submit}
      disableInvalidFormNotification
    >
      <LeavePageGuard what={translate('spendboard.forms.discard.card_controls', { card: maskCardNumber(cardNumber) })} />
      <Stack spacing={1}>
        <SelectArrayInput
          source="allowed_mcc_categories"
          choices={mccChoices}
          disabled={!editMcc}
          sx={readableLockedHelper}
          helperText={editMcc ? 'spendboard.cards.controls.empty_means_all' : 'spendboard.cards.controls.mcc_locked'}
        />
        <AutocompleteArrayInput
          source="allowed_countries"
          choices={countryChoices}
          isPending={countries.isPending}
          disabled={!editGeography}
          sx={readableLockedHelper}
          helperText={editGeography ? 'spendboard.cards.controls.empty_means_all' : 'spendboard.cards.controls.geography_locked'}
        />
        {(editMcc || editGeography) && <SaveButton label="spendboard.cards.controls.save" alwaysEnable sx={{ alignSelf: 'flex-start' }} />}
      </Stack>
    </Form>
  );
};

/**
 * Controls tab: where the card may be used (MCC, countries) and the holder's own restrictions.
 * It renders inside the card's ShowBase, so its inputs label themselves from `resources.cards.fields`.
 */
export const CardControlsTab = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  const query = useCardControls(card.id);
  const permissions = usePermissions(MANAGE);
  if (query.isPending || permissions.isPending) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  if (query.isError) return <Alert severity="error">{translate(query.error.message, { _: query.error.message })}</Alert>;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="card-controls-title" sx={{ p: 2 }}>
        <Typography id="card-controls-title" variant="h6" component="h2" gutterBottom>
          {translate('spendboard.cards.controls.title')}
        </Typography>
        {query.data.notice && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {query.data.notice}
          </Alert>
        )}
        <ControlsForm
          cardId={card.id}
          cardNumber={card.number}
          controls={query.data.controls}
          canManage={permissions.isPermitted('manage card controls')}
        />
      </Paper>
      <HolderRestrictions cardId={card.id} />
    </Stack>
  );
};
