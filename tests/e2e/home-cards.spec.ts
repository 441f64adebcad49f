// The home page's first screen and its cards, drawn by static stylesheets: an announcement's text stays hidden
// until its button opens it, and the cards below the first screen (which the browser skips drawing until the
// shopper scrolls near them) are still reached by the keyboard and drawn with the focus ring when reached.
import { expect, site, test } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('an announcement opens and closes by its button, its text hidden while closed', async ({ page }) => {
  await page.goto(site('localhost'));
  const announcements = page.getByRole('region', { name: 'Announcements' });
  const toggle = announcements.getByRole('button').first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();

  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  // The text opens by a 300 ms height transition: visible from its first frame, full height at its end.
  await expect.poll(async () => (await panel.boundingBox())?.height ?? 0).toBeGreaterThan(10);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('the keyboard reaches a card far below the first screen, which is drawn with the focus ring', async ({ page }) => {
  await page.goto(site('localhost'));
  const section = page.getByRole('region', { name: 'Preferred products' });
  const cards = section.getByRole('listitem');
  const count = await cards.count();
  expect(count).toBeGreaterThan(8);
  const last = cards.nth(count - 1);
  // Far below a phone's first screen: the browser has not drawn it yet.
  expect((await last.boundingBox())?.y).toBeGreaterThan(2 * 844);

  await cards
    .nth(count - 2)
    .getByRole('link')
    .focus();
  await page.keyboard.press('Tab');
  const link = last.getByRole('link');
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  await expect(link.getByRole('heading')).toBeVisible();
  // The card draws the storefront's ring (2 px in the primary colour, 2 px outside it) around the focused link.
  const ring = await link.evaluate((element) => {
    const style = getComputedStyle(element.parentElement as Element);
    return { width: style.outlineWidth, offset: style.outlineOffset, style: style.outlineStyle };
  });
  expect(ring).toEqual({ width: '2px', offset: '2px', style: 'solid' });
});
