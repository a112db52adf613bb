import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorScreen } from './ErrorScreen';

/** What the public layout shows after an unexpected rendering error (spec §2, §8). */
export const RenderErrorScreen = () => {
  const translate = useTranslate();
  return (
    <ErrorScreen
      heading={translate('spendboard.error_boundary.title')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('spendboard.error_boundary.refresh')}
        </Button>
      }
    >
      <Typography role="alert">
        {translate('spendboard.error_boundary.message')}
        <br />
        {translate('spendboard.error_boundary.persists')}
      </Typography>
    </ErrorScreen>
  );
};
