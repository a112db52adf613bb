import { Box, CircularProgress } from '@mui/material';
import { Create, SimpleForm, useRedirect, useTranslate } from 'react-admin';
import type { Card } from '../../api/schema';
import { maskCardNumber } from '../../domain/cards';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { cardTypeCode, limitModeCode } from '../../domain/limits';
import { limitWriteAmount } from '../../domain/moneyModel';
import type { LimitModeName } from '../../domain/permissionNames';
import { PermissionGate } from '../../layout/access';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';
import { useSaveErrorHandler } from '../../layout/forms/useFormSubmit';
import { usePermissions } from '../../providers/access/usePermissions';
import { CARD_INPUT_PERMISSIONS, CardInputs } from './CardInputs';
import { useCardCurrency, useCardTypeDefault } from './useCardCurrency';

type CardCreateValues = {
  member_id: number;
  name: string;
  type: 'virtual' | 'physical';
  currency: string;
  limit: { mode: LimitModeName; amount?: number };
};

/** Form values → CardCreate: type and limit mode as codes; an inherited limit is left out. */
const toCardCreate = ({ limit, type, ...card }: CardCreateValues) => ({
  ...card,
  type: cardTypeCode(type),
  ...(limit.mode === 'inherited' ? {} : { limit: { mode: limitModeCode(limit.mode), amount: limitWriteAmount(limit.mode, limit.amount) } }),
});

/** The form starts once the company's card currency and the permissions are known (they set its defaults, with its card type). */
const CardCreateForm = () => {
  const translate = useTranslate();
  const currency = useCardCurrency();
  const type = useCardTypeDefault() ?? 'virtual';
  const permissions = usePermissions(CARD_INPUT_PERMISSIONS);
  if (permissions.isPending || !currency) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  return (
    <SimpleForm defaultValues={{ type, currency, limit: { mode: 'inherited' } }} disableInvalidFormNotification>
      <LeavePageGuard what={translate('spendboard.forms.discard.new_card')} />
      <CardInputs isPermitted={permissions.isPermitted} />
    </SimpleForm>
  );
};

/** Issue a card (needs `create cards`); 422 messages land on their fields. */
const CardCreate = () => {
  const onError = useSaveErrorHandler();
  const notice = useSuccessNotice();
  const redirect = useRedirect();
  // Replaces react-admin's 'Element created': the sentence names the card.
  const onSuccess = (card: Card) => {
    notice('card_created', { card: maskCardNumber(card.number) });
    redirect(`/cards/overview/${card.id}`);
  };
  return (
    <PermissionGate permission="create cards" gating="show_warning">
      <Create resource="cards" transform={toCardCreate} mutationMode="pessimistic" mutationOptions={{ onSuccess, onError }}>
        <Box sx={{ maxWidth: 560 }}>
          <CardCreateForm />
        </Box>
      </Create>
    </PermissionGate>
  );
};

export default CardCreate;
