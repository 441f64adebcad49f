// Marks the scripts every page runs as it loads with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
// Chromium 136 and later; other browsers read a comment). V8 otherwise compiles a function lazily, on the main
// thread, the first time it is called: for the first-load scripts that is almost every function, so the runtime
// paid for parsing each module twice inside the long task that evaluates them and hydrates the page. With the hint
// the browser compiles the whole file while it streams it, off the main thread.
//
// Marked: the first-load scripts (the runtime, the shared chunks, each page's own), and axios's chunk, which
// services/http imports with the page's first API call: every page a logged-in shopper opens (the cart count) and
// the product page (its ship-to list) load it as they start, and compiled lazily its evaluation and first request
// were one task twice as long. Other code behind next/dynamic or import() runs on use, and compiling it early would
// waste the phone's time. `next build` cannot emit the hint, so this runs right after it
// (scripts/build-if-needed.mjs, `npm run build`); it is idempotent.
//
//   node scripts/compile-hints.mjs [--check]   (--check: exit 1 when a script that should carry the hint lacks it)
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The build's first-load scripts: those the build manifest lists for the app and for every page. */
export function firstLoadScripts(dotNext = path.join(root, '.next')) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dotNext, 'build-manifest.json'), 'utf8'));
  const files = new Set([...(manifest.rootMainFiles ?? []), ...Object.values(manifest.pages).flat()]);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => path.join(dotNext, file));
}

// What only axios's own chunk contains: the User-Agent it sends (`"axios/" + VERSION`), kept by the minifier.
const AXIOS_MARKER = '"axios/"+';

/** The build's chunk (or chunks) holding axios, which the first API call of a page imports. */
export function axiosScripts(dotNext = path.join(root, '.next')) {
  const chunks = path.join(dotNext, 'static', 'chunks');
  return fs
    .readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(chunks, name))
    .filter((file) => fs.readFileSync(file, 'utf8').includes(AXIOS_MARKER));
}

/** Every script that should carry the hint (`axios`: the axios chunks, when already found). */
export function hintedScripts(dotNext = path.join(root, '.next'), axios = axiosScripts(dotNext)) {
  return [...new Set([...firstLoadScripts(dotNext), ...axios])];
}

/** Prepends the hint to every script that should carry it and lacks it; returns how many it changed. */
export function addCompileHints(dotNext = path.join(root, '.next')) {
  let changed = 0;
  for (const file of hintedScripts(dotNext)) {
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    // A build that moved axios (a new version, another bundler) must not drop its hint unnoticed.
    const axios = axiosScripts();
    if (axios.length === 0) console.error(`no chunk holds axios's marker ${AXIOS_MARKER}`);
    const missing = hintedScripts(undefined, axios).filter(
      (file) => !fs.readFileSync(file, 'utf8').startsWith(COMPILE_HINT),
    );
    for (const file of missing) console.error(`no compile hint: ${path.relative(root, file)}`);
    process.exit(missing.length || axios.length === 0 ? 1 : 0);
  }
  console.log(`[build] compile hint added to ${addCompileHints()} scripts (first-load and axios)`);
}
