import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** A list that failed to load: what went wrong, and a way to try again. */
export const ListErrorState = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  const reason = error instanceof Error && error.message ? translate(error.message, { _: error.message }) : undefined;
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('spendboard.errors.retry')}
        </Button>
      }
    >
      {translate('spendboard.errors.list_failed')}
      {reason ? ` ${reason}` : null}
    </Alert>
  );
};
