import { useGetOne } from 'react-admin';
import type { TransferPartyInput } from '../../../api/schema';
import { cardOptionLabel } from '../../../domain/cards';
import { displayFullName } from '../../../domain/display';
import { useActiveCompanyName } from '../../../layout/company-switcher/useActiveCompanyName';
import { useLimit } from '../limits/useLimit';

/** The react-admin resource of each kind; the company is read apart (no record). */
const RESOURCE: Record<TransferPartyInput['type'], string> = {
  member: 'people',
  department: 'departments',
  card: 'cards',
  company: 'companies',
};

type Named = { first_name?: string; last_name?: string; name?: string | null; number?: string };

function nameOf(type: TransferPartyInput['type'], record: Named | undefined): string | undefined {
  if (!record) return undefined;
  if (type === 'member') return displayFullName(record.first_name, record.last_name);
  if (type === 'card') return cardOptionLabel({ number: record.number ?? '', name: record.name });
  return record.name ?? undefined;
}

/** One side of a transfer as the review shows it: its name and its limit (the company is the active one). */
export function useTransferParty(party: TransferPartyInput) {
  const company = useActiveCompanyName();
  const isCompany = party.type === 'company';
  const record = useGetOne<Named & { id: number }>(
    RESOURCE[party.type],
    { id: party.id ?? 0 },
    { enabled: !isCompany && party.id !== undefined },
  );
  const limit = useLimit(party.type, isCompany ? undefined : party.id);
  return { name: isCompany ? company : nameOf(party.type, record.data), limit: limit.data };
}
