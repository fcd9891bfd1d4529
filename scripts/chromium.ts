// Debian's Chromium, as the e2e tests (playwright.config.ts) and the Lighthouse audit
// (scripts/audit.ts) both drive it: no downloaded browser, nothing reaching out to the network.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
