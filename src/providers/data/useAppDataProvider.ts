import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';

/** The dataProvider with its typed custom methods (call them inside `useQuery`/`useMutation`). */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
