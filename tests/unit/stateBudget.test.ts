// A view keeps at most six pieces of `useState`: beyond that its state becomes a reducer (a pure function in its
// own file, with tests) or the view splits into smaller components. Server data is held with `useRemote`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MAX_USE_STATE = 6;
const ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [path] : [];
  });
}

/** Calls of React's useState (`useState(`, `useState<T>(`, `React.useState(`), not words that contain it. */
function countUseState(source: string): number {
  return source.match(/\buseState\s*[<(]/g)?.length ?? 0;
}

describe('state budget', () => {
  it('counts calls, typed or not, and nothing else', () => {
    expect(
      countUseState('const [a] = useState(1);\nconst [b] = useState<string | null>(null);\nReact.useState(0)'),
    ).toBe(3);
    expect(countUseState("import { useState } from 'react'; // useStateful\nconst usedState = 1;")).toBe(0);
  });

  it('no component or page file keeps more than six useState', () => {
    const over = ['components', 'pages']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((file) => ({
        file: relative(ROOT, file).split('\\').join('/'),
        count: countUseState(readFileSync(file, 'utf8')),
      }))
      .filter(({ count }) => count > MAX_USE_STATE)
      .map(({ file, count }) => `${file}: ${count}`);
    expect(over).toEqual([]);
  });
});
