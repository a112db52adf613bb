// Browser tests drive Debian's Chromium. Install it with apt-get when it is missing;
// never download a browser build (no such downloads reach this network).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (existsSync(CHROMIUM_PATH)) {
  console.log(`Chromium found at ${CHROMIUM_PATH}`);
} else {
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}apt-get install -y -qq chromium fonts-noto-core`);
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium is still missing at ${CHROMIUM_PATH} after apt-get.`);
    process.exit(1);
  }
}
