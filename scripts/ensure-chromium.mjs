// Makes sure Debian's Chromium is installed for the e2e tests (Playwright cannot download its own
// browser here). Installs it with apt-get when running as root; otherwise says in one line what to do.
import { findChromium, run } from './lib.mjs';

export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Chromium is missing: install it with `sudo apt-get install -y chromium` (or set CHROME_PATH), then run npm test again.');
    return null;
  }
  console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return null;
  if ((await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0) return null;
  return findChromium();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = await ensureChromium();
  if (!path) process.exit(1);
  console.log(`Chromium: ${path}`);
}
