// Small HTML and money helpers shared by every language's texts.
import type { ShippingLine } from '../facts';
import type { LanguagePack, TextContext } from './types';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An amount in CNY with its rough value in the tenant's currency, e.g. `¥168 (≈ 23.52 USD)`. */
export function money(cny: number, c: TextContext, numberLocale: string): string {
  const local = cny * c.rate;
  // Currencies worth far less than a yuan are rounded to whole units (or hundreds for LAK).
  const rounded = c.rate >= 100 ? Math.round(local / 100) * 100 : c.rate >= 10 ? Math.round(local) : local;
  const digits = c.rate >= 10 ? 0 : 2;
  const text = new Intl.NumberFormat(numberLocale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rounded);
  return `¥${cny} (≈ ${text} ${c.currency})`;
}

/** Chargeable cost of a parcel of `kg` kilograms on a line, CNY: first kilogram, then each started one. */
export function lineCost(line: ShippingLine, kg: number): number {
  const billed = Math.max(Math.ceil(kg), 1);
  return Math.round((line.firstKgPrice + (billed - 1) * line.extraKgPrice) * 100) / 100;
}

export function lineName(pack: LanguagePack, line: ShippingLine): string {
  return line.key ? pack.lineNames[line.key] : line.name;
}

export function feeTable(c: TextContext, pack: LanguagePack): string {
  const head = pack.feeHeaders.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const rows = c.lines.map((line) => {
    const cells = [
      lineName(pack, line),
      money(line.firstKgPrice, c, pack.numberLocale),
      money(line.extraKgPrice, c, pack.numberLocale),
      line.days,
    ];
    return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
  });
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function list(items: string[], ordered = false): string {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
}

export function paymentList(c: TextContext, pack: LanguagePack): string {
  return list(
    c.payments.map((p) => `<strong>${escapeHtml(pack.paymentKinds[p.kind])}</strong>: ${escapeHtml(p.brand)}`),
  );
}

/** The first line of the fee table, used in worked examples. */
export function firstLine(c: TextContext): ShippingLine {
  const line = c.lines[0];
  if (!line) throw new Error(`${c.slug} has no shipping line`);
  return line;
}
