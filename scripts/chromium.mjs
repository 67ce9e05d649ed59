// Debian's Chromium for every headless run (browser tests, end-to-end checks, benchmarks): where it
// is (CHROME_PATH overrides) and the flags it needs here (root, no GPU, no outside network).
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
