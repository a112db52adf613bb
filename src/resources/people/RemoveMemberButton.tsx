import { Button } from '@mui/material';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { useCanAccess, useDelete, useLocaleState, useRedirect, useTranslate } from 'react-admin';
import type { Member } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { memberRemoval } from '../../domain/removal';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { moneyTotalsText } from '../../layout/feedback/moneyText';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useActiveCompanyName } from '../../layout/company-switcher/useActiveCompanyName';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';

/** From the person's cards and limit (PERSON_PARTIALS): the cards terminated and the money that returns to the company. */
function useRemovalConsequences(member: Member, name: string): string[] {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const company = useActiveCompanyName() ?? '';
  const removal = memberRemoval(member);
  const lines = [
    removal.cardsTerminated > 0
      ? translate('spendboard.consequences.cards_terminated', { smart_count: removal.cardsTerminated })
      : translate('spendboard.consequences.no_cards'),
  ];
  if (removal.cardBalances.size > 0) {
    lines.push(translate('spendboard.consequences.card_balances', { amounts: moneyTotalsText(removal.cardBalances, locale) }));
  }
  if (removal.ownBalance.size > 0) {
    lines.push(translate('spendboard.consequences.own_balance', { name, amounts: moneyTotalsText(removal.ownBalance, locale) }));
  }
  const returns = removal.cardBalances.size > 0 || removal.ownBalance.size > 0;
  lines.push(
    returns ? translate('spendboard.consequences.returns_to_company', { company }) : translate('spendboard.consequences.nothing_returns'),
  );
  return lines;
}

/** Remove member (manage people) after the spec's confirmation and its consequences, `DELETE members/{id}`. */
export const RemoveMemberButton = ({ member }: { member: Member }) => {
  const translate = useTranslate();
  const [remove] = useDelete<Member>();
  const notice = useSuccessNotice();
  const redirect = useRedirect();
  const [open, setOpen] = useDialogOpen();
  const name = displayFullName(member.first_name, member.last_name);
  const consequences = useRemovalConsequences(member, name);
  const { canAccess } = useCanAccess({ resource: 'people', action: 'delete' });
  if (!canAccess) return null;
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<PersonRemoveOutlined />} onClick={() => setOpen(true)}>
        {translate('spendboard.people.remove.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('spendboard.people.remove.title', { name })}
        message={translate('spendboard.people.remove.confirm')}
        consequences={consequences}
        consequencesLoading={member.cards === undefined}
        confirmLabel={translate('spendboard.people.remove.confirm_button')}
        onConfirm={() => remove('people', { id: member.id, previousData: member }, { mutationMode: 'pessimistic', returnPromise: true })}
        onSuccess={() => {
          notice('person_removed', { name });
          redirect('/people');
        }}
      />
    </>
  );
};
