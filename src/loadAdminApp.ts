import { loadAdminTexts } from './providers/i18nProvider';

let loading: Promise<typeof import('./App')> | undefined;

/**
 * The react-admin shell and its English texts (a separate download, fetched only for signed-in pages),
 * asked once. Beside it start the session's data, and as soon as the shell's code is in, the chunk of
 * the page being opened: both would otherwise wait for the shell to render.
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
