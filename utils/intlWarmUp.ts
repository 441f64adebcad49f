/*
 * The first Intl.NumberFormat, DateTimeFormat, Collator or DisplayNames a browser's renderer process creates builds
 * ICU's locale tables first: about 30 ms on a desktop core, 100 to 240 ms on a phone-speed (4× slowed) core, and it
 * fell inside the task that hydrates the page, which formats the page's prices, dates and country names. Those
 * tables belong to the process, not to one thread, so a worker that creates the same objects builds them for the
 * page too. The document starts that worker from its head (`intlWarmUpScript`), while the page's scripts are still
 * on their way; hydration then finds the tables built (each first object about 1 ms instead). A worker that cannot
 * start changes nothing but the timing.
 */
import { formatLocale, intlLocale } from './format';

/** The BCP 47 tags a page in `locale` formats with: its numbers' and dates' data locale and its own tag. */
export function warmUpTags(locale: string | undefined): string[] {
  return [...new Set([formatLocale(locale), intlLocale(locale)])];
}

/** The worker's source: one object of each Intl kind the pages create, per tag; then it tells the page and ends. */
export function intlWarmUpWorkerSource(tags: readonly string[]): string {
  return (
    `for(var t of ${JSON.stringify(tags)}){try{` +
    'new Intl.NumberFormat(t).format(1);' +
    'new Intl.NumberFormat(t,{style:"currency",currency:"USD"}).format(1);' +
    'new Intl.DateTimeFormat(t,{timeZone:"UTC"}).format(0);' +
    'new Intl.PluralRules(t).select(1);' +
    'new Intl.Collator(t).compare("a","b");' +
    'new Intl.DisplayNames(t,{type:"region"}).of("US")' +
    '}catch(e){}}postMessage(0);close()'
  );
}

/** Written once per locale (a page's locale is one of the configured few). */
const scripts = new Map<string, string>();

/**
 * The inline script for the document's head: starts the worker from a blob (the policy's `worker-src` allows
 * `blob:`; no request is made) and lets the blob go once the worker is done. It starts the worker in a task of its
 * own: creating the blob and the worker costs the page's thread 6–35 ms on a phone-speed core, which inside the task
 * that parses the document took that task past 50 ms in some loads.
 */
export function intlWarmUpScript(locale: string | undefined): string {
  const key = locale ?? '';
  let script = scripts.get(key);
  if (script === undefined) {
    const source = JSON.stringify(intlWarmUpWorkerSource(warmUpTags(locale))).replace(/</g, '\\u003c');
    script =
      'setTimeout(function(){try{' +
      `var u=URL.createObjectURL(new Blob([${source}],{type:"text/javascript"}));` +
      'new Worker(u).onmessage=function(){URL.revokeObjectURL(u)}' +
      '}catch(e){}})';
    scripts.set(key, script);
  }
  return script;
}
