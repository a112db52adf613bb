import { useCompanyConfig } from '../../providers/access/useCompanyConfig';

/** The config `card_currency` of the active company (the same cached config as card services). */
export function useCardCurrency(): string | undefined {
  const query = useCompanyConfig();
  return query.data?.card_currency;
}
