import { coversAction, probePoints } from '@/components/layout/floatingClearance';

const box = { left: 326, top: 780, right: 374, bottom: 828 };

function page(html: string) {
  document.body.innerHTML = html;
  return (id: string) => document.getElementById(id)!;
}

describe('floating button clearance', () => {
  it('probes the centre and the four corners, 4 px in', () => {
    expect(probePoints(box)).toEqual([
      [350, 804],
      [330, 784],
      [370, 784],
      [330, 824],
      [370, 824],
    ]);
  });

  it('counts a button (or its icon) under the box, but not the floating button itself', () => {
    const el = page(
      '<main><button id="buy"><span id="label">Buy now</span></button></main><button id="fab"><svg id="icon"></svg></button>',
    );
    expect(coversAction(box, el('fab'), () => [el('fab'), el('label'), el('buy')])).toBe(true);
    expect(coversAction(box, el('fab'), () => [el('icon'), el('fab'), document.body])).toBe(false);
    // While hidden, the button is not in the page: whatever lies there decides.
    expect(coversAction(box, null, (x) => (x === 350 ? [el('buy')] : [document.body]))).toBe(true);
  });

  it('ignores plain links and text, counts button-styled links and form fields', () => {
    const el = page(
      '<a id="card" href="/p"><h3 id="t">Card</h3></a><a id="cta" class="MuiButton-root" href="/cart">View cart</a><input id="q" />',
    );
    expect(coversAction(box, null, () => [el('t'), el('card')])).toBe(false);
    expect(coversAction(box, null, () => [el('cta')])).toBe(true);
    expect(coversAction(box, null, () => [el('q')])).toBe(true);
  });
});
