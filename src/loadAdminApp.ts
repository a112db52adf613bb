import { loadAdminTexts } from './providers/i18nProvider';

let loading: Promise<typeof import('./App')> | undefined;

/**
 * The react-admin shell and its English texts (a separate download, fetched only for signed-in pages),
 * asked once. Beside it start the session's data, and as soon as the shell's code is in, what the page
 * being opened needs (its chunk; a list's first rows: `preloadRoute`): both would otherwise wait for
 * the shell to render. The shell is handed over once the page's code is in too, so its first render
 * draws the page (rendered earlier, it would draw a suspended page, then everything again ~300 ms later).
 */
export function loadAdminApp(): Promise<typeof import('./App')> {
  loading ??= start();
  return loading;
}

function start() {
  void import('./providers/session/startAdminData').then(({ startAdminData }) => startAdminData());
  const app = import('./App').then((module) => module.preloadRoute(window.location).then(() => module));
  return Promise.all([app, loadAdminTexts()]).then(([module]) => module);
}
