// Whether a floating button would sit over something the shopper acts on (WCAG 2.2 2.4.11: focus not obscured,
// and no control hidden under a floating one): the controls found at the button's centre and corners.
// Controls are buttons, form fields and button-styled links. Plain links are not: product cards and article text
// are links across most of a page, where the button would then never show, and a card stays usable around it.
const ACTION = [
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="tab"]',
  'a.MuiButton-root',
  'a.MuiIconButton-root',
  'a.PlainTextButton-root',
  'a.Footer-social',
].join(', ');

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Points inside the box to probe: the centre and, 4 px in, each corner. */
export function probePoints(box: Box): [number, number][] {
  const inset = 4;
  return [
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
}

/**
 * True when a control other than `own` (the floating button, or nothing while it is hidden) lies under the box.
 * `elementsAt` is document.elementsFromPoint: every element at a point, whatever is on top.
 */
export function coversAction(box: Box, own: Element | null, elementsAt: (x: number, y: number) => Element[]): boolean {
  return probePoints(box).some(([x, y]) =>
    elementsAt(x, y).some((element) => {
      if (own && (own === element || own.contains(element))) return false;
      return element.closest(ACTION) !== null && !(own && own.contains(element.closest(ACTION)));
    }),
  );
}
