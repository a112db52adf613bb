import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { cardPaths } from '../../resources/cards/paths';

/** `/`: a welcome page for now; the dashboard's content is decided later. */
const DashboardPage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const greeting = identity?.fullName
    ? translate('spendboard.dashboard.welcome', { name: identity.fullName })
    : translate('spendboard.dashboard.welcome_anonymous');

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('spendboard.dashboard.title')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography component="h2" variant="h5">
            {greeting}
          </Typography>
          <Typography color="text.secondary">{translate('spendboard.dashboard.intro')}</Typography>
          <Button component={Link} to={cardPaths.list} variant="contained">
            {translate('spendboard.dashboard.open_cards')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};

export default DashboardPage;
