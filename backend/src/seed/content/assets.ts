// The content images (home banners, how-to-use banner, step pictures and backgrounds, a promo picture) as SVG.
// They are committed under backend/assets/content/<tenant>/ (served at /assets/..., storefront /api/assets/...)
// and regenerated with `npx tsx backend/src/seed/content/renderAssets.ts`; a test checks the committed files
// still match this renderer. Text is drawn by the browser, so Lao, Thai and Arabic need no server fonts.
import { RTL_LOCALES, type Locale } from '../../../../contract';
import type { DemoTenant } from '../tenants';
import { contentFactsFor, textContext } from './context';
import type { ContentFacts } from './facts';
import { escapeHtml } from './texts/html';
import { packFor } from './texts/index';

/** Public address of a content asset (the storefront proxies /api/* to the API). */
export const assetUrl = (relative: string): string => `/api/assets/content/${relative}`;

export const bannerFile = (slug: string, n: number, language: Locale) => `${slug}/banner-${n}-${language}.svg`;
export const howToBannerFile = (slug: string, language: Locale) => `${slug}/how-to-use-${language}.svg`;
export const stepFile = (slug: string, n: number) => `${slug}/step-${n}.svg`;
export const stepBackgroundFile = (slug: string, n: number) => `${slug}/step-background-${n % 2 === 0 ? 'a' : 'b'}.svg`;
export const promoFile = (slug: string) => `${slug}/promo.svg`;

export const STEP_COUNT = 5;
const FONT =
  "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans Lao', 'Noto Sans Thai', 'Noto Sans Arabic', 'Noto Sans SC', 'PingFang SC', sans-serif";

function hex(colour: string): string {
  const v = colour.trim().replace(/^#?/, '#');
  return /^#[0-9a-fA-F]{6}$/.test(v) ? v.toLowerCase() : '#1565c0';
}

/** `colour` mixed toward black (amount < 0) or white (amount > 0). */
function shade(colour: string, amount: number): string {
  const n = parseInt(hex(colour).slice(1), 16);
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** Rough width of a text in em, so long headlines get a smaller font instead of overflowing. */
function widthEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x2e80 && code <= 0x9fff) em += 1;
    else if (code >= 0x0e00 && code <= 0x0eff)
      em += 0.55; // Thai and Lao (combining marks overcount a little)
    else if (code >= 0x0600 && code <= 0x06ff) em += 0.5;
    else if (ch === ' ') em += 0.3;
    else em += 0.64; // bold Latin
  }
  return em;
}

function fitSize(text: string, maxWidth: number, max: number, min: number): number {
  return Math.max(min, Math.min(max, Math.floor(maxWidth / Math.max(widthEm(text), 1))));
}

function textLine(text: string, x: number, y: number, size: number, rtl: boolean, attrs: string): string {
  const dir = rtl ? ' direction="rtl"' : '';
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="start"${dir} ${attrs}>${escapeHtml(text)}</text>`;
}

const ICONS: readonly ((c: string, a: string) => string)[] = [
  // 1 find: magnifier over a product tag
  (c, a) =>
    `<rect x="150" y="120" width="150" height="110" rx="14" fill="${a}" opacity="0.85"/><circle cx="220" cy="165" r="62" fill="none" stroke="${c}" stroke-width="18"/><line x1="265" y1="210" x2="320" y2="265" stroke="${c}" stroke-width="22" stroke-linecap="round"/>`,
  // 2 order: cart
  (c, a) =>
    `<path d="M130 120 h40 l30 110 h120 l25 -80 h-160" fill="none" stroke="${c}" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/><circle cx="215" cy="262" r="16" fill="${c}"/><circle cx="305" cy="262" r="16" fill="${c}"/><rect x="215" y="130" width="70" height="50" rx="8" fill="${a}"/>`,
  // 3 pay: wallet and coin
  (c, a) =>
    `<rect x="130" y="130" width="210" height="140" rx="20" fill="${c}"/><rect x="270" y="175" width="80" height="50" rx="12" fill="${shade(c, 0.35)}"/><circle cx="295" cy="200" r="10" fill="#fff"/><circle cx="190" cy="110" r="42" fill="${a}"/><text x="190" y="124" font-size="40" text-anchor="middle" font-family="${FONT}" font-weight="700" fill="${c}">¥</text>`,
  // 4 receive: warehouse with boxes
  (c, a) =>
    `<path d="M120 170 L240 100 L360 170 V280 H120 Z" fill="${c}"/><rect x="165" y="200" width="60" height="80" fill="${a}"/><rect x="235" y="200" width="60" height="80" fill="${shade(a, 0.3)}"/><rect x="200" y="150" width="60" height="50" fill="${shade(a, -0.15)}"/>`,
  // 5 ship: parcel on the move
  (c, a) =>
    `<rect x="150" y="130" width="150" height="130" rx="10" fill="${a}"/><path d="M150 175 H300 M225 130 V260" stroke="${shade(a, -0.3)}" stroke-width="10"/><path d="M90 160 h40 M70 200 h60 M95 240 h35" stroke="${c}" stroke-width="12" stroke-linecap="round"/><path d="M320 180 l40 15 l-40 15 z" fill="${c}"/>`,
];

export function bannerSvg(theme: string, accent: string, headline: string, subline: string, rtl: boolean): string {
  const c = hex(theme);
  const a = hex(accent);
  const headSize = fitSize(headline, 680, 60, 28);
  const subSize = fitSize(subline, 680, 32, 18);
  const textX = rtl ? 1140 : 60;
  const art = rtl ? 'translate(0 0)' : 'translate(760 0)';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.45)}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<g transform="${art}"><circle cx="260" cy="90" r="150" fill="${a}" opacity="0.25"/><circle cx="120" cy="330" r="90" fill="#fff" opacity="0.12"/>
<rect x="140" y="140" width="170" height="150" rx="12" fill="${a}"/><path d="M140 190 H310 M225 140 V290" stroke="${shade(a, -0.3)}" stroke-width="12"/></g>
<g font-family="${FONT}" fill="#fff">
${textLine(headline, textX, 185, headSize, rtl, 'font-weight="700"')}
${textLine(subline, textX, 250, subSize, rtl, 'opacity="0.9"')}
</g>
<rect x="${rtl ? 1040 : 60}" y="290" width="100" height="8" rx="4" fill="${a}"/>
</svg>
`;
}

export function stepSvg(theme: string, accent: string, index: number, number: number): string {
  const icon = ICONS[index % ICONS.length] ?? ICONS[0]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<rect width="480" height="360" rx="24" fill="${shade(hex(theme), 0.88)}"/>
${icon(hex(theme), hex(accent))}
<circle cx="410" cy="70" r="38" fill="${hex(theme)}"/><text x="410" y="84" font-size="40" text-anchor="middle" font-family="${FONT}" font-weight="700" fill="#fff">${number}</text>
</svg>
`;
}

export function stepBackgroundSvg(theme: string, accent: string, variant: 'a' | 'b'): string {
  const base = shade(hex(theme), variant === 'a' ? 0.94 : 0.9);
  const dots = Array.from(
    { length: 6 },
    (_, i) =>
      `<circle cx="${100 + i * 200}" cy="${variant === 'a' ? 60 + (i % 2) * 280 : 340 - (i % 2) * 280}" r="${40 + (i % 3) * 18}" fill="${i % 2 ? hex(accent) : hex(theme)}" opacity="0.08"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<rect width="1200" height="400" fill="${base}"/>${dots}
</svg>
`;
}

export function promoSvg(theme: string, accent: string): string {
  const c = hex(theme);
  const a = hex(accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
<rect width="600" height="300" rx="20" fill="${shade(c, 0.85)}"/>
<circle cx="480" cy="70" r="110" fill="${a}" opacity="0.35"/>
<rect x="80" y="90" width="150" height="130" rx="10" fill="${c}"/><path d="M80 135 H230 M155 90 V220" stroke="${shade(c, 0.4)}" stroke-width="10"/>
<rect x="260" y="130" width="110" height="90" rx="10" fill="${a}"/><rect x="390" y="160" width="80" height="60" rx="8" fill="${shade(c, 0.35)}"/>
<path d="M70 250 H530" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>
</svg>
`;
}

export interface ContentAsset {
  file: string;
  svg: string;
}

/** Every content image of one demo tenant, in every one of its languages. */
export function tenantAssets(tenant: DemoTenant, facts: ContentFacts): ContentAsset[] {
  const theme = tenant.themeColor;
  const out: ContentAsset[] = [{ file: promoFile(tenant.slug), svg: promoSvg(theme, facts.accent) }];
  const withSteps = !tenant.preference.howToUseArticleOnly;
  for (const language of tenant.supportedLanguages) {
    const pack = packFor(language);
    const ctx = textContext(tenant, facts, language);
    const rtl = RTL_LOCALES.includes(language);
    pack
      .banners(ctx)
      .slice(0, facts.bannerCount)
      .forEach((b, i) => {
        out.push({
          file: bannerFile(tenant.slug, i + 1, language),
          svg: bannerSvg(theme, facts.accent, b.headline, b.subline, rtl),
        });
      });
    const howTo = pack.articles.HOW_TO_USE;
    if (withSteps && howTo) {
      const steps = pack
        .howToUseSteps(ctx)
        .map((s) => s.stepName)
        .join(' · ');
      out.push({
        file: howToBannerFile(tenant.slug, language),
        svg: bannerSvg(theme, facts.accent, howTo(ctx).title, steps, rtl),
      });
    }
  }
  if (withSteps) {
    for (let i = 0; i < STEP_COUNT; i++)
      out.push({ file: stepFile(tenant.slug, i + 1), svg: stepSvg(theme, facts.accent, i, i + 1) });
    out.push({ file: stepBackgroundFile(tenant.slug, 0), svg: stepBackgroundSvg(theme, facts.accent, 'a') });
    out.push({ file: stepBackgroundFile(tenant.slug, 1), svg: stepBackgroundSvg(theme, facts.accent, 'b') });
  }
  return out;
}

export function allContentAssets(tenants: readonly DemoTenant[]): ContentAsset[] {
  return tenants.flatMap((t) => {
    const facts = contentFactsFor(t);
    return facts ? tenantAssets(t, facts) : [];
  });
}
