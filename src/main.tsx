// First: a browser that refuses local storage gets an in-memory one before anything reads it.
import './api/installStorageFallback';
// Then: a signed-in page starts downloading the admin while the rest of this bundle evaluates.
import './startAdminEarly';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './Root';
import { reloadOnStaleChunks } from './reloadOnStaleChunks';

reloadOnStaleChunks();
// The brand's font, off the critical path (src/fonts.ts).
void import('./fonts');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
