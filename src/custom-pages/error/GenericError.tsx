import { Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { errorHeading } from '../../domain/publicRoutes';
import { ErrorScreen } from '../../layout/error/ErrorScreen';

type GenericErrorProps = {
  statusCode?: string | null;
  title?: string | null;
  message?: string | null;
};

/**
 * The generic error screen: large heading = status code, else the given title, else
 * 'Oops!'; beside it the message, default 'Something went wrong...'.
 */
export const GenericError = ({ statusCode, title, message }: GenericErrorProps) => {
  const translate = useTranslate();
  const heading = errorHeading({ statusCode, title, fallback: translate('spendboard.error_page.title') });
  return (
    <ErrorScreen
      heading={heading}
      actions={
        <Button component={Link} to="/" variant="outlined">
          {translate('spendboard.error_page.back_home')}
        </Button>
      }
    >
      <Typography variant="h6" component="p">
        {message?.trim() || translate('spendboard.error_page.message')}
      </Typography>
    </ErrorScreen>
  );
};
