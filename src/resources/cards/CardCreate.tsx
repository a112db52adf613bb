import { Box, CircularProgress } from '@mui/material';
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { cardTypeCode, limitModeCode } from '../../domain/limits';
import type { LimitModeName } from '../../domain/permissionNames';
import { PermissionGate } from '../../layout/access';
import { useSaveErrorHandler } from '../../layout/forms/useFormSubmit';
import { usePermittedNames } from '../shared/usePermittedNames';
import { CARD_INPUT_PERMISSIONS, CardInputs } from './CardInputs';
import { useCardCurrency } from './useCardCurrency';

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
  ...(limit.mode === 'inherited' ? {} : { limit: { mode: limitModeCode(limit.mode), amount: Number(limit.amount) } }),
});

/** The form starts once the company currency and the permissions are known (they set its defaults). */
const CardCreateForm = () => {
  const translate = useTranslate();
  const currency = useCardCurrency();
  const permissions = usePermittedNames(CARD_INPUT_PERMISSIONS);
  if (permissions.isPending || !currency) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  return (
    <SimpleForm defaultValues={{ type: 'virtual', currency, limit: { mode: 'inherited' } }}>
      <CardInputs isPermitted={permissions.isPermitted} />
    </SimpleForm>
  );
};

/** Issue a card (needs `create cards`); 422 messages land on their fields. */
const CardCreate = () => {
  const onError = useSaveErrorHandler();
  return (
    <PermissionGate permission="create cards" gating="show_warning">
      <Create
        resource="cards"
        redirect={(_resource, id) => `cards/overview/${id}`}
        transform={toCardCreate}
        mutationMode="pessimistic"
        mutationOptions={{ onError }}
      >
        <Box sx={{ maxWidth: 560 }}>
          <CardCreateForm />
        </Box>
      </Create>
    </PermissionGate>
  );
};

export default CardCreate;
