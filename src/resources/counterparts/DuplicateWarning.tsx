import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isValidIban, isValidUaeTrn } from '../../domain/uaeIdentifiers';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

type Field = 'trn' | 'iban';

const IS_VALID: Record<Field, (value: string) => boolean> = { trn: isValidUaeTrn, iban: isValidIban };

/**
 * Under the TRN or IBAN field: once the value is valid, names the company's counterparts that
 * already have it. A warning only: a second counterpart with the same TRN or IBAN may be saved.
 */
export const DuplicateWarning = ({ field, exceptId }: { field: Field; exceptId?: number }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const value = useWatch({ name: field }) as string | null | undefined;
  const checked = typeof value === 'string' && IS_VALID[field](value) ? value : null;
  const { data } = useQuery({
    queryKey: companyQueryKey('counterpart-duplicates', field, checked, exceptId),
    queryFn: () => dataProvider.findCounterpartDuplicates({ [field]: checked, exceptId }),
    enabled: checked !== null,
  });
  const names = checked === null ? [] : (data?.[field] ?? []).map((counterpart) => counterpart.name);
  if (names.length === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {translate(`resources.counterparts.duplicates.${field}`, { names: names.join(', ') })}
    </Alert>
  );
};
