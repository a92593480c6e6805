// `npm test` drives Debian's Chromium for the end-to-end tests; install it when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? '' : 'sudo ';
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package (about 30 s)…`);
  try {
    // Another install running at the same moment (a second checkout's npm test) holds dpkg's lock: wait for it.
    const wait = '-o DPkg::Lock::Timeout=600';
    execSync(`${sudo}apt-get ${wait} update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get ${wait} install -y -qq chromium`, { stdio: 'inherit' });
  } catch {
    console.error('Could not install Chromium. Install the "chromium" package, or set CHROMIUM_PATH, then run npm test again.');
    process.exit(1);
  }
}
