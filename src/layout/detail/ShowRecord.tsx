import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { ShowBase, useShowContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { RecordNotFound, type RecordNotFoundProps } from './RecordNotFound';

/** react-admin's default would notify and redirect to the list; the page shows the failure itself. */
const showsOnPage = () => undefined;

type ShowRecordProps<RecordType extends RaRecord> = {
  resource: string;
  id: Identifier;
  /** Passed to `dataProvider.getOne` (e.g. `{ partials: [...] }`). */
  meta?: Record<string, unknown>;
  /** A 404 (not there, or another company's) shows the not-found page of this kind, with a link to this list. */
  notFound: RecordNotFoundProps;
  children: (record: RecordType) => ReactNode;
  /** Polls while the record moves by itself (e.g. a bill's payment on its way): milliseconds, or false. */
  refetchInterval?: (record: RecordType | undefined) => number | false;
};

function RecordState<RecordType extends RaRecord>({ notFound, children }: Pick<ShowRecordProps<RecordType>, 'notFound' | 'children'>) {
  const translate = useTranslate();
  const { record, isPending, error, refetch } = useShowContext<RecordType>();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('spendboard.loading')} />
      </Box>
    );
  }
  const isNotFound = error ? (error as { status?: number }).status === 404 : !record;
  if (isNotFound) return <RecordNotFound {...notFound} />;
  if (error) {
    const reason = error instanceof Error && error.message ? error.message : 'spendboard.errors.unexpected';
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
        {translate(reason, { _: reason })}
      </Alert>
    );
  }
  return <>{children(record as RecordType)}</>;
}

/**
 * A detail page's record through react-admin's `ShowBase`: one loading state, one failure state
 * (with retry) and one not-found page (`RecordNotFound`, at once: a 404 is never retried) for every
 * detail page. `children` renders the loaded record.
 */
export function ShowRecord<RecordType extends RaRecord>({
  resource,
  id,
  meta,
  notFound,
  children,
  refetchInterval,
}: ShowRecordProps<RecordType>) {
  return (
    <ShowBase<RecordType>
      resource={resource}
      id={id}
      queryOptions={{
        meta,
        onError: showsOnPage,
        ...(refetchInterval ? { refetchInterval: (query: { state: { data?: RecordType } }) => refetchInterval(query.state.data) } : {}),
      }}
    >
      <RecordState<RecordType> notFound={notFound}>{children}</RecordState>
    </ShowBase>
  );
}
