import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createTransfer, fetchTransfers, type LimitEntity, type TransferCreate } from '../../../api/money';

export const transfersQueryKey = (type: LimitEntity, id?: string | number) => ['spendboard', 'transfers', type, String(id ?? '')];

/** The transfer history of an entity (either side), page by page. */
export function useTransferHistory(type: LimitEntity, id: string | number | undefined, page: number, perPage: number) {
  return useQuery({
    queryKey: [...transfersQueryKey(type, id), page, perPage],
    queryFn: () => fetchTransfers({ type, id }, page, perPage),
  });
}

/** Moves money; afterwards every limit and transfer history is read again. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferCreate) => createTransfer(input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['spendboard', 'limit'] });
      await queryClient.invalidateQueries({ queryKey: ['spendboard', 'transfers'] });
    },
  });
}
