// Translations that only a dialog or a panel opened on a click reads (the pay dialog, buy now): pages leave these
// namespaces out of their page data (`namespaces` in definePage), so the browser does not parse them before the
// page hydrates, and the part that needs them loads them with its own code. The files come from the build (one small
// chunk per language and namespace), for the page's language and its fallbacks, as serverSideTranslations would have
// sent them. A part waits for its words (renders nothing until they are in), so a slow network never shows keys.
import { createElement, useEffect, useState, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { LOCALES } from '@/contract';
import { i18n as appI18n } from './nextI18nextLibrary';
import { useTranslation } from './sharedTranslation';
import type { OnDemandNamespace } from './translationFiles';

export type { OnDemandNamespace };

// Where each language's file of a namespace is (services/i18n/translationFiles.ts): itself loaded on the first
// demand, as its table of 68 files would otherwise weigh on every page that can open such a part.
const translationFile = (language: string, namespace: OnDemandNamespace) =>
  import('./translationFiles').then((files) => files.translationFiles[namespace](language));

const locales: readonly string[] = LOCALES;

/**
 * The page's language and its fallbacks (i18next's resolution order), the languages a text can come from; only
 * the storefront's locales have files (a language part such as `zh` has none).
 */
function languagesOf(i18n: I18n): readonly string[] {
  const languages = i18n.languages && i18n.languages.length > 0 ? i18n.languages : [i18n.language];
  return languages.filter((language) => locales.includes(language));
}

/** Whether every namespace is in the instance for every language a text can come from. */
export function hasTranslations(i18n: I18n, namespaces: readonly OnDemandNamespace[]): boolean {
  const languages = languagesOf(i18n);
  return namespaces.every((namespace) => languages.every((language) => i18n.hasResourceBundle(language, namespace)));
}

// One download per instance, language and namespace at a time; a failed one is forgotten so that the next open
// tries again.
const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Adds the namespaces the instance lacks; resolves once all of them are in. */
export function loadTranslations(i18n: I18n, namespaces: readonly OnDemandNamespace[]): Promise<void> {
  let loads = pending.get(i18n);
  if (!loads) {
    loads = new Map();
    pending.set(i18n, loads);
  }
  const inFlight = loads;
  const jobs = languagesOf(i18n).flatMap((language) =>
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map((namespace) => {
        const key = `${language}|${namespace}`;
        let job = inFlight.get(key);
        if (!job) {
          job = translationFile(language, namespace).then(
            (file) => {
              inFlight.delete(key);
              // Deep and without overwriting: a key the page data already carries keeps its text.
              i18n.addResourceBundle(language, namespace, file.default, true, false);
            },
            (error: unknown) => {
              inFlight.delete(key);
              throw error;
            },
          );
          inFlight.set(key, job);
        }
        return job;
      }),
  );
  return Promise.all(jobs).then(() => undefined);
}

/**
 * True once the namespaces are in the page's instance (in the current language); loads them when they are not,
 * retrying a failed download as i18next's own loading does (`maxRetries` times, `retryTimeout` doubling).
 */
export function useTranslationsOnDemand(namespaces: readonly OnDemandNamespace[]): boolean {
  // The shared hook: the page's instance, and a render again when the language changes.
  const { i18n } = useTranslation();
  const [, setLoads] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const ready = hasTranslations(i18n, namespaces);
  const wanted = namespaces.join(',');
  const language = i18n.language;

  useEffect(() => {
    if (ready) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    loadTranslations(i18n, wanted.split(',') as OnDemandNamespace[]).then(
      () => {
        if (current) setLoads((n) => n + 1);
      },
      (error: unknown) => {
        const retries = i18n.options.maxRetries ?? 5;
        if (!current || attempt >= retries) {
          console.warn('[i18n] translations not loaded', error);
          return;
        }
        retry = setTimeout(() => setAttempt((n) => n + 1), (i18n.options.retryTimeout ?? 350) * 2 ** attempt);
      },
    );
    return () => {
      current = false;
      if (retry) clearTimeout(retry);
    };
  }, [i18n, ready, wanted, language, attempt]);

  return ready;
}

/** The component, rendered once its namespaces are in (nothing before: never a key instead of a word). */
function waitingForTranslations<Props extends object>(
  Component: ComponentType<Props>,
  namespaces: readonly OnDemandNamespace[],
): ComponentType<Props> {
  function WithTranslations(props: Props) {
    return useTranslationsOnDemand(namespaces) ? createElement(Component, props) : null;
  }
  WithTranslations.displayName = `WithTranslations(${Component.displayName ?? Component.name})`;
  return WithTranslations;
}

/**
 * A loader for next/dynamic (and for preloading): the part's code and its words in parallel, so it opens after
 * one round trip; the component it resolves to renders once its words are in, loading them itself if the
 * parallel download failed or the language changed since.
 */
export function withTranslationsOnDemand<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  namespaces: readonly OnDemandNamespace[],
): () => Promise<ComponentType<Props>> {
  let waiting: ComponentType<Props> | undefined;
  return () => {
    // A failed download is retried by the component itself, which waits for it.
    const words = appI18n ? loadTranslations(appI18n, namespaces).catch(() => undefined) : Promise.resolve();
    return Promise.all([load(), words]).then(
      ([module]) => (waiting ??= waitingForTranslations(module.default, namespaces)),
    );
  };
}
