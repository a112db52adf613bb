import { Alert, Button } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import type { useSwitchCompany } from './useSwitchCompany';

type SwitchFlow = ReturnType<typeof useSwitchCompany>;

/** The switch confirmation dialog (spec §4 wording). */
export const SwitchCompanyConfirm = ({ flow }: { flow: SwitchFlow }) => (
  <Confirm
    isOpen={flow.state.step === 'confirm' || flow.state.step === 'switching'}
    loading={flow.state.step === 'switching'}
    title="spendboard.companies.switch_confirm_title"
    content="spendboard.companies.switch_confirm"
    confirm="spendboard.companies.confirm"
    cancel="spendboard.companies.cancel"
    onConfirm={() => void flow.confirm()}
    onClose={flow.cancel}
  />
);

/** A company that refused the switch: the error and a way to manage the team. */
export const SwitchCompanyFailure = ({ flow }: { flow: SwitchFlow }) => {
  const translate = useTranslate();
  const { pages } = useRouteCatalogue();
  if (flow.state.step !== 'failed') return null;
  return (
    <Alert
      severity="error"
      onClose={flow.cancel}
      action={
        <Button color="inherit" size="small" component={Link} to={pages.organizationsTeam}>
          {translate('spendboard.companies.manage')}
        </Button>
      }
    >
      {translate('spendboard.companies.switch_failed')}
    </Alert>
  );
};
