// A component that next/dynamic renders on the server must be in the browser before the page hydrates, or React
// hydrates it as its loading state (nothing) and draws it again once it arrives: the page jumps. Next sends such a
// module with the page only when it finds the `import()` written inside the `dynamic()` call, so every dynamic
// component that the server renders (no `ssr: false`) must be written that way, not through a helper.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The text of each `dynamic(…)` call in `source`, with its parentheses balanced. */
function dynamicCalls(source: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(/\bdynamic\(/g)) {
    let depth = 0;
    for (let i = match.index + 'dynamic'.length; i < source.length; i += 1) {
      if (source[i] === '(') depth += 1;
      else if (source[i] === ')' && --depth === 0) {
        calls.push(source.slice(match.index, i + 1));
        break;
      }
    }
  }
  return calls;
}

describe('next/dynamic components rendered on the server', () => {
  it('write their import() inside the dynamic() call', () => {
    const offending = ['components', 'pages'].flatMap(sources).flatMap((file) =>
      dynamicCalls(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((call) => !/ssr:\s*false/.test(call) && !/\bimport\(/.test(call))
        .map((call) => `${file}: ${call.replace(/\s+/g, ' ').slice(0, 120)}`),
    );
    expect(offending).toEqual([]);
  });

  it('finds the calls it checks', () => {
    expect(dynamicCalls('const A = dynamic(() => load().then((m) => m.A));')).toEqual([
      'dynamic(() => load().then((m) => m.A))',
    ]);
    const all = ['components', 'pages']
      .flatMap(sources)
      .flatMap((file) => dynamicCalls(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(all.length).toBeGreaterThan(20);
  });
});
