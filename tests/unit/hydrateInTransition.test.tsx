// Hydration in a transition yields to the browser between slices; hydration outside one runs as a single task.
// Each block below busy-waits longer than React's slice, and a chain of timer tasks running meanwhile shows
// whether the browser got a turn between the first block's hydration and the last's.
import { renderToString } from 'react-dom/server';
import ReactDomClient from 'react-dom/client';
import { hydrateInTransition } from '@/utils/hydrateInTransition';

const BLOCKS = 6;

/** Keeps the thread busy, as a large component does while it hydrates. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* busy */
  }
}

function SlowBlock({ index, log }: { index: number; log: string[] }) {
  busyFor(8);
  log.push(`block ${index}`);
  return <p>block {index}</p>;
}

function Page({ log }: { log: string[] }) {
  return (
    <main>
      {Array.from({ length: BLOCKS }, (_, index) => (
        <SlowBlock key={index} index={index} log={log} />
      ))}
    </main>
  );
}

/** Hydrates server HTML for Page through `client`; returns how many browser turns came between the first and last block. */
async function turnsDuringHydration(client: { hydrateRoot: typeof ReactDomClient.hydrateRoot }): Promise<number> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.append(container);
  const log: string[] = [];
  const errors: unknown[] = [];
  const root = client.hydrateRoot(container, <Page log={log} />, { onRecoverableError: (error) => errors.push(error) });
  const started = performance.now();
  const turn = () => {
    log.push('browser turn');
    if (performance.now() - started < 250) setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(errors).toEqual([]);
  expect(container.querySelectorAll('p')).toHaveLength(BLOCKS);
  root.unmount();
  container.remove();
  expect(log.filter((entry) => entry.startsWith('block'))).toHaveLength(BLOCKS);
  const hydrating = log.slice(log.indexOf('block 0'), log.indexOf(`block ${BLOCKS - 1}`));
  return hydrating.filter((entry) => entry === 'browser turn').length;
}

describe('hydrateInTransition', () => {
  const original = ReactDomClient.hydrateRoot;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    ReactDomClient.hydrateRoot = original;
  });

  it('leaves plain hydration as one task: the browser waits until every block is hydrated', async () => {
    expect(await turnsDuringHydration({ hydrateRoot: original })).toBe(0);
  });

  it('hydrates in slices, so the browser gets a turn before the last block, and hydrates every block', async () => {
    const client = { hydrateRoot: original };
    hydrateInTransition(client);
    expect(await turnsDuringHydration(client)).toBeGreaterThan(0);
  });

  it('wraps react-dom/client once, however often the shell module runs', () => {
    hydrateInTransition(ReactDomClient);
    const once = ReactDomClient.hydrateRoot;
    hydrateInTransition(ReactDomClient);
    expect(ReactDomClient.hydrateRoot).toBe(once);
    expect(once).not.toBe(original);
  });
});
