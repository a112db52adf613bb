import { installStorageFallback } from '../browser/browserStorage';

// Imported first by main.tsx, so it runs before any module that reads local storage on import.
installStorageFallback();
