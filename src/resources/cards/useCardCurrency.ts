import type { CardType } from '../../domain/contractLists';
import { cardTypeFromCode } from '../../domain/limits';
import { useCompanyConfig } from '../../providers/access/useCompanyConfig';

/** The config `card_currency` of the active company (the same cached config as card services). */
export function useCardCurrency(): string | undefined {
  const query = useCompanyConfig();
  return query.data?.card_currency;
}

/** The config `card_type` of the active company ('1' virtual, otherwise physical): a new card's type. */
export function useCardTypeDefault(): CardType | undefined {
  const code = useCompanyConfig().data?.card_type;
  return code === undefined ? undefined : cardTypeFromCode(code);
}
