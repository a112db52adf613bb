import { useSearchParams } from 'react-router';
import { STATUS_CODE_PARAM } from '../../domain/publicRoutes';
import { GenericError } from './GenericError';

/** `/error?statusCode=503`: the generic error screen in the public layout. */
const ErrorPage = () => {
  const [searchParams] = useSearchParams();
  return <GenericError statusCode={searchParams.get(STATUS_CODE_PARAM)} />;
};

export default ErrorPage;
