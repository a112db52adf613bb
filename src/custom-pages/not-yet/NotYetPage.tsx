import { useSearchParams } from 'react-router';
import { Box } from '@mui/material';
import { NOT_YET_LABEL_PARAM } from '../../domain/publicRoutes';
import { NotYet } from '../../layout/placeholder/NotYet';

/** `/not-yet?label=Bills`: the Not Yet screen naming the feature from the query. */
const NotYetPage = () => {
  const [searchParams] = useSearchParams();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <NotYet label={searchParams.get(NOT_YET_LABEL_PARAM)} />
    </Box>
  );
};

export default NotYetPage;
