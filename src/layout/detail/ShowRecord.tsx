import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { ShowBase, useShowContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';

/** A missing record (404: not there, or another company's) is an answer, not a failure: never retried. */
const retryUnlessNotFound = (failures: number, error: unknown) => (error as { status?: number } | null)?.status !== 404 && failures < 2;

/** react-admin's default would notify and redirect to the list; the page shows the failure itself. */
const showsOnPage = () => undefined;

type ShowRecordProps<RecordType extends RaRecord> = {
  resource: string;
  id: Identifier;
  /** Passed to `dataProvider.getOne` (e.g. `{ partials: [...] }`). */
  meta?: Record<string, unknown>;
  /** Shown when the record is not there and the API gave no message. */
  notFoundKey: string;
  children: (record: RecordType) => ReactNode;
};

function RecordState<RecordType extends RaRecord>({
  notFoundKey,
  children,
}: Pick<ShowRecordProps<RecordType>, 'notFoundKey' | 'children'>) {
  const translate = useTranslate();
  const { record, isPending, error, refetch } = useShowContext<RecordType>();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('spendboard.loading')} />
      </Box>
    );
  }
  if (error || !record) {
    const notFound = !error || (error as { status?: number }).status === 404;
    const reason = error instanceof Error && error.message ? error.message : notFoundKey;
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          notFound ? undefined : (
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('spendboard.errors.retry')}
            </Button>
          )
        }
      >
        {translate(reason, { _: reason })}
      </Alert>
    );
  }
  return <>{children(record)}</>;
}

/**
 * A detail page's record through react-admin's `ShowBase`: one loading state, one failure state
 * (with retry) and one not-found state for every detail page. `children` renders the loaded record.
 */
export function ShowRecord<RecordType extends RaRecord>({ resource, id, meta, notFoundKey, children }: ShowRecordProps<RecordType>) {
  return (
    <ShowBase<RecordType> resource={resource} id={id} queryOptions={{ meta, retry: retryUnlessNotFound, onError: showsOnPage }}>
      <RecordState<RecordType> notFoundKey={notFoundKey}>{children}</RecordState>
    </ShowBase>
  );
}
