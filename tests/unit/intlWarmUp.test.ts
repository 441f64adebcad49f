import { formatLocale } from '@/utils/format';
import { intlWarmUpScript, intlWarmUpWorkerSource, warmUpTags } from '@/utils/intlWarmUp';

/** Runs the worker's source against a recording Intl; returns what it built and what it posted. */
function runWorker(source: string) {
  const built: string[] = [];
  const kind = (name: string) =>
    class {
      constructor(tag: string) {
        built.push(`${name} ${tag}`);
      }
      format() {
        return '';
      }
      select() {
        return 'other';
      }
      compare() {
        return 0;
      }
      of() {
        return '';
      }
    };
  const fakeIntl = {
    NumberFormat: kind('NumberFormat'),
    DateTimeFormat: kind('DateTimeFormat'),
    PluralRules: kind('PluralRules'),
    Collator: kind('Collator'),
    DisplayNames: kind('DisplayNames'),
  };
  const postMessage = jest.fn();
  const close = jest.fn();
  new Function('Intl', 'postMessage', 'close', source)(fakeIntl, postMessage, close);
  return { built, postMessage, close };
}

describe('the Intl warm-up worker', () => {
  it('warms the locale a page formats with and its own tag', () => {
    expect(warmUpTags('en')).toEqual(['en']);
    expect(warmUpTags('ar')).toEqual(['ar']);
    expect(warmUpTags('zh-CN')).toEqual(['zh-CN']);
    // Lao formats with a stand-in's data and names countries under its own tag.
    expect(warmUpTags('la')).toEqual([formatLocale('la'), 'lo']);
    expect(warmUpTags(undefined)).toEqual(['en']);
  });

  it('builds one object of every Intl kind the pages use, per tag, then reports and ends', () => {
    const { built, postMessage, close } = runWorker(intlWarmUpWorkerSource(['id', 'lo']));
    for (const tag of ['id', 'lo']) {
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'DisplayNames']) {
        expect(built).toContain(`${name} ${tag}`);
      }
    }
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('runs with the real Intl, and goes on past a kind the engine lacks', () => {
    const postMessage = jest.fn();
    const source = intlWarmUpWorkerSource(['en', 'ar']);
    new Function('postMessage', 'close', source)(postMessage, () => {});
    expect(postMessage).toHaveBeenCalledWith(0);
    const { DisplayNames, ...older } = Intl;
    void DisplayNames;
    const again = jest.fn();
    new Function('Intl', 'postMessage', 'close', source)(older, again, () => {});
    expect(again).toHaveBeenCalledWith(0);
  });
});

describe('the document script', () => {
  function runScript(script: string, env: { Worker?: unknown } = {}) {
    const blobs: { parts: unknown[]; type?: string }[] = [];
    const revoked: string[] = [];
    const workers: { url: string; onmessage?: () => void }[] = [];
    class FakeBlob {
      constructor(parts: unknown[], options?: { type?: string }) {
        blobs.push({ parts, type: options?.type });
      }
    }
    const FakeURL = {
      createObjectURL: () => 'blob:warm-up',
      revokeObjectURL: (url: string) => revoked.push(url),
    };
    class FakeWorker {
      onmessage?: () => void;
      constructor(url: string) {
        workers.push(this as unknown as { url: string; onmessage?: () => void });
        (this as unknown as { url: string }).url = url;
      }
    }
    const timers: (() => void)[] = [];
    const fakeSetTimeout = (callback: () => void) => timers.push(callback);
    new Function('URL', 'Blob', 'Worker', 'setTimeout', script)(
      FakeURL,
      FakeBlob,
      'Worker' in env ? env.Worker : FakeWorker,
      fakeSetTimeout,
    );
    return { blobs, revoked, workers, timers };
  }

  it('starts the worker from a blob of its source in a task of its own, and lets the blob go when it is done', () => {
    const { blobs, revoked, workers, timers } = runScript(intlWarmUpScript('ar'));
    // Nothing is created while the document is being parsed.
    expect(blobs).toEqual([]);
    expect(workers).toEqual([]);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(blobs).toEqual([{ parts: [intlWarmUpWorkerSource(['ar'])], type: 'text/javascript' }]);
    expect(workers.map((worker) => worker.url)).toEqual(['blob:warm-up']);
    expect(revoked).toEqual([]);
    workers[0]?.onmessage?.();
    expect(revoked).toEqual(['blob:warm-up']);
  });

  it('does nothing, and throws nothing, where workers are not available', () => {
    const { timers } = runScript(intlWarmUpScript('en'), { Worker: undefined });
    expect(() => timers[0]?.()).not.toThrow();
  });

  it('can sit inside a <script> element', () => {
    for (const locale of ['en', 'ar', 'la', 'zh-CN']) expect(intlWarmUpScript(locale)).not.toMatch(/[<>]/);
  });
});
