// The switches every headless Chromium our measuring scripts start runs with: no sandbox (containers), no GPU,
// and none of the browser's own background traffic (updates, sync, first-run pages) competing with the page.
export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
