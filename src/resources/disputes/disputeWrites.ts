import type { QueryKey } from '@tanstack/react-query';

/** What else a dispute's write changes besides the dispute: its expense shows the dispute (amount, status). */
export const DISPUTE_WRITE_ALSO: QueryKey[] = [['expenses']];
