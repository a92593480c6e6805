// `npm test` drives Debian's Chromium for the end-to-end tests; install it when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? '' : 'sudo ';
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package (about 30 s)…`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
  } catch {
    console.error('Could not install Chromium. Install the "chromium" package, or set CHROMIUM_PATH, then run npm test again.');
    process.exit(1);
  }
}
