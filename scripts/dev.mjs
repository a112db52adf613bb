// `npm run dev`: the mock API on :8080 (restarts on change) and Vite with hot reload on :5173,
// which proxies /api, /oauth and /__mock to the mock API.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'server/index.ts'], { stdio: 'inherit', env: { ...process.env, SERVE_STATIC: '0' } }),
  spawn('npx', ['--no', 'vite'], { stdio: 'inherit' }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
