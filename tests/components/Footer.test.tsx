import { sanitizeTenant } from '@/services/server/sanitizeTenant';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Footer, { copyrightYears } from '@/components/layout/Footer';
import { makeTenant, renderWithProviders } from './helpers/renderWithProviders';

// next/script injects nothing useful in jsdom; record what the footer asks it to load instead.
jest.mock('next/script', () => ({
  __esModule: true,
  default: (props: { id?: string; src?: string; strategy?: string; children?: string }) => (
    <div data-testid={`script-${props.id}`} data-src={props.src} data-strategy={props.strategy}>
      {props.children}
    </div>
  ),
}));

function renderFooter(tenant = makeTenant(), enabled: Parameters<typeof Footer>[0]['enabledArticleTypes'] = null) {
  return renderWithProviders(<Footer enabledArticleTypes={enabled} />, { tenant });
}

describe('Footer links', () => {
  it('lists the user guide and about us', () => {
    renderFooter();
    const guide = screen.getByRole('heading', { name: 'User guide' }).parentElement!;
    expect(
      within(guide)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['How to use', '/how-to-use'],
      ['Sourcing service', '/sourcing-service'],
      ['Payment guide', '/payment-guide'],
      ['Shipping', '/transportation-charge'],
    ]);
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  });

  it('leaves out guides the tenant has not enabled', () => {
    renderFooter(makeTenant(), ['HOW_TO_USE']);
    const guide = screen.getByRole('heading', { name: 'User guide' }).parentElement!;
    expect(
      within(guide)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['How to use']);
    expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
  });

  it('opens online service links in a new tab without opener, dropping unsafe ones', () => {
    renderFooter(
      makeTenant({
        footerLinks: [
          { title: 'Live chat', link: 'https://chat.globalbuy.test' },
          { title: 'Evil', link: 'javascript:alert(1)' },
        ],
      }),
    );
    const chat = screen.getByRole('link', { name: /Live chat/ });
    expect(chat).toHaveAttribute('href', 'https://chat.globalbuy.test/');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Evil')).not.toBeInTheDocument();
  });

  it('titles a service link in the page language when the tenant gave one, else as the tenant wrote it', () => {
    renderFooter(
      makeTenant({
        footerLinks: [
          { title: 'خدمة العملاء', link: 'https://support.souq.test', titles: { en: 'Customer service' } },
          { title: 'تتبع الشحنة', link: 'https://track.souq.test', titles: { fr: 'Suivi du colis' } },
        ],
      }),
    );
    expect(screen.getByRole('link', { name: /Customer service/ })).toHaveAttribute(
      'href',
      'https://support.souq.test/',
    );
    expect(screen.getByRole('link', { name: /تتبع الشحنة/ })).toHaveAttribute('href', 'https://track.souq.test/');
  });

  it('shows an icon link per social platform', () => {
    renderFooter();
    const row = screen.getByRole('list', { name: 'Follow us' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://facebook.com/globalbuy', 'https://tiktok.com/@globalbuy', 'https://vk.com/globalbuy']);
    expect(within(row).getByRole('link', { name: /TikTok/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Footer policy modals', () => {
  it('shows the privacy policy as the server sanitised it: no script, no handlers, no javascript: links', async () => {
    const user = userEvent.setup();
    const hostile =
      '<h2>Privacy</h2><p onclick="window.__pwned=1">Read me</p><script>window.__pwned=2</script>' +
      '<a href="javascript:window.__pwned=3">click</a><img src="x" onerror="window.__pwned=4">';
    // The tenant reaches the browser through withPage, which sanitises its HTML.
    renderFooter(sanitizeTenant(makeTenant({ privacyPolicyHtml: hostile })));
    await user.click(screen.getByRole('button', { name: 'User privacy policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'User privacy policy' });
    expect(within(dialog).getByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    const paragraph = within(dialog).getByText('Read me');
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('click')).not.toHaveAttribute('href');
    expect(dialog.innerHTML).not.toMatch(/onerror|onclick|javascript:|__pwned/);
    await user.click(paragraph);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the terms of use', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(screen.getByRole('button', { name: 'Terms of use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(within(dialog).getByText('Be nice.')).toBeInTheDocument();
  });

  it('offers no modal for a document the tenant did not supply', () => {
    renderFooter(makeTenant({ termsOfUseHtml: '' }));
    expect(screen.queryByRole('button', { name: 'Terms of use' })).not.toBeInTheDocument();
  });
});

describe('Footer support', () => {
  it('copies the service phone and says so', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(screen.getByRole('button', { name: 'Copy phone number +1 555 0100' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('+1 555 0100');
  });

  it('links the service email with mailto', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'help@globalbuy.test' })).toHaveAttribute(
      'href',
      'mailto:help@globalbuy.test',
    );
  });

  it('shows at most three messenger accounts, each copied on click', async () => {
    const user = userEvent.setup();
    renderFooter();
    // Named by the text they show, then what they do (WCAG 2.5.3: speech input finds them by the visible text).
    const buttons = screen
      .getAllByRole('button', { name: / \(copy\)$/ })
      .filter((b) => !/phone/i.test(b.getAttribute('aria-label') ?? ''));
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'WhatsApp: +1 555 0101 (copy)',
      'WeChat: globalbuy-cs (copy)',
      'Telegram: @globalbuy (copy)',
    ]);
    expect(screen.queryByText(/globalbuy-line/)).not.toBeInTheDocument();
    await user.click(buttons[1]!);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('globalbuy-cs');
  });
});

describe('Footer legal lines', () => {
  afterEach(() => jest.useRealTimers());

  it('writes the copyright from 2023 to the current year with the tenant name', () => {
    jest.useFakeTimers({
      now: new Date(Date.UTC(2027, 5, 1)),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'],
    });
    renderFooter();
    expect(screen.getByTestId('copyright')).toHaveTextContent(
      '© \u20662023–2027\u2069 \u2068GlobalBuy\u2069. All rights reserved.',
    );
  });

  it('uses the tenant timezone for the year', () => {
    // 31 Dec 2026 20:00 UTC is already 2027 in UTC+8.
    jest.useFakeTimers({
      now: new Date(Date.UTC(2026, 11, 31, 20)),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'],
    });
    renderFooter();
    expect(screen.getByTestId('copyright')).toHaveTextContent('2023–2027');
  });

  it('keeps the year range and the tenant name in their own direction inside a right-to-left sentence', () => {
    renderFooter();
    const text = screen.getByTestId('copyright').textContent ?? '';
    expect(text).toMatch(/\u2066\d{4}(–\d{4})?\u2069/);
    expect(text).toContain('\u2068GlobalBuy\u2069');
  });

  it('formats the years', () => {
    expect(copyrightYears(2026)).toBe('2023–2026');
    expect(copyrightYears(2023)).toBe('2023');
  });

  it('shows the registration entity', () => {
    renderFooter();
    const line = screen.getByTestId('registration');
    expect(line).toHaveTextContent('GlobalBuy Trading Ltd.');
    expect(line).toHaveTextContent('Business licence: BL-2023-001');
    expect(line).toHaveTextContent('ICP 12345678');
  });

  it('shows the powered-by credit unless the tenant turns it off', () => {
    const { unmount } = renderFooter();
    expect(screen.getByTestId('powered-by')).toHaveTextContent(/^Powered by /);
    unmount();
    renderFooter(makeTenant({ tenantPreference: { showPoweredBy: false } }));
    expect(screen.queryByTestId('powered-by')).not.toBeInTheDocument();
    expect(screen.queryByText(/Powered by/)).not.toBeInTheDocument();
  });
});

describe('Footer scripts', () => {
  it('loads Google Analytics after the page is interactive for a valid id', () => {
    renderFooter();
    expect(screen.getByTestId('script-ga-loader')).toHaveAttribute(
      'data-src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    expect(screen.getByTestId('script-ga-loader')).toHaveAttribute('data-strategy', 'afterInteractive');
    expect(screen.getByTestId('script-ga-init').textContent).toContain('gtag(\'config\',"G-TEST123")');
  });

  it('refuses an analytics id that would inject script', () => {
    renderFooter(makeTenant({ googleAnalyticsTraceId: "G-1');alert(1);//", analyticsCode: null }));
    expect(screen.queryByTestId('script-ga-loader')).not.toBeInTheDocument();
    expect(screen.queryByTestId('script-ga-init')).not.toBeInTheDocument();
  });

  it('lazy-loads chat widgets only from https', () => {
    renderFooter(
      makeTenant({
        tenantPreference: {
          chatbotScriptUrl: 'https://bot.example.test/embed.js',
          customerServiceScriptUrl: 'http://cs.example.test/widget.js',
        },
      }),
    );
    expect(screen.getByTestId('script-tenant-chatbot')).toHaveAttribute('data-strategy', 'lazyOnload');
    expect(screen.queryByTestId('script-tenant-customer-service')).not.toBeInTheDocument();
  });
});
