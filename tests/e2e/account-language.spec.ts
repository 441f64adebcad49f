// The account page's preferred language: a choice in the browser's own select (keyboard, screen readers and
// phones get the native picker), saved on the server, and the site switches to it; switching back restores it.
import { accountButton, DEMO_PASSWORD, expect, logInThroughForm, site, test } from './support';

test('the preferred language is chosen in the native select, saved, and the site follows it', async ({ page }) => {
  await page.goto(site('himal.localhost', '/auth/login'));
  await logInThroughForm(page, 'demo@himal.test', DEMO_PASSWORD);
  await expect(accountButton(page, 'Aarav Sharma')).toBeVisible();
  await page.goto(site('himal.localhost', '/my/account'));

  const english = page.getByRole('form', { name: 'Preferred language' });
  const language = english.getByRole('combobox', { name: 'Language' });
  // Only the tenant's languages, each named in its own language; nothing changed yet, so nothing to save.
  await expect(language.getByRole('option')).toHaveText(['English', '简体中文']);
  await expect(language).toHaveValue('en');
  await expect(english.getByRole('button', { name: 'Use this language' })).toBeDisabled();

  await language.selectOption('zh-CN');
  await english.getByRole('button', { name: 'Use this language' }).click();
  await expect(page).toHaveURL(site('himal.localhost', '/zh-CN/my/account'));
  await expect(page.getByRole('heading', { level: 1, name: '我的账户' })).toBeVisible();
  const chinese = page.getByRole('form', { name: '首选语言' });
  await expect(chinese.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN');
  expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('zh-CN');

  // And back: the saved choice and the site language follow again.
  await chinese.getByRole('combobox', { name: '语言' }).selectOption('en');
  await chinese.getByRole('button', { name: '使用此语言' }).click();
  await expect(page).toHaveURL(site('himal.localhost', '/my/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Preferred language' }).getByRole('combobox')).toHaveValue('en');
});
