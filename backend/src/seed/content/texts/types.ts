// The shape every language's content texts take. Texts are functions of the tenant's facts so that one
// language serves several tenants (English serves all five) with their own country, currency and fees.
import type { ArticleType, FaqItem, Locale, Slogan } from '../../../../../contract';
import type { ContentFacts, CountryKey, LineKey, PaymentKind, ShippingLine } from '../facts';

export interface TextContext extends ContentFacts {
  tenantName: string;
  /** Currency as shoppers see it (GHC shown as GHS, NPR as Rs). */
  currency: string;
  /** Units of `currency` one CNY buys. */
  rate: number;
  serviceEmail: string;
  /** The tenant's transit options, as the fee table lists them. */
  lines: ShippingLine[];
}

export interface ArticleText {
  title: string;
  html: string;
}
export interface ShortText {
  title: string;
  content: string;
}
export interface StepText {
  stepName: string;
  stepRemark: string;
  stepDesc: string;
}
export interface BannerText {
  headline: string;
  subline: string;
}

/** Product groups on the home page, each filled from one top-level catalogue category (by its id). */
export type GroupKey =
  'women' | 'men' | 'shoes' | 'bags' | 'digital' | 'home' | 'beauty' | 'toys' | 'sports' | 'accessories';

/** FAQ is built from the FAQ items, so no language writes it twice. */
export type WrittenArticleType = Exclude<ArticleType, 'FAQ'>;

export interface LanguagePack {
  language: Locale;
  /** For Intl number formatting (`la` is Lao here, which Intl calls `lo`). */
  numberLocale: string;
  countries: Record<CountryKey, string>;
  lineNames: Record<LineKey, string>;
  paymentKinds: Record<PaymentKind, string>;
  /** How to pay through a deposit channel of each kind, shown in the top-up dialog. */
  depositInstructions: Record<PaymentKind, string>;
  /** Column headers of the shipping fee table: line, first kg, each further kg, delivery days. */
  feeHeaders: [string, string, string, string];
  articles: Partial<Record<WrittenArticleType, (c: TextContext) => ArticleText>>;
  faqTitle: (c: TextContext) => string;
  faqIntro: (c: TextContext) => string;
  faq: (c: TextContext) => FaqItem[];
  announcements: (c: TextContext) => ShortText[];
  slogan: (c: TextContext) => Slogan;
  /** Headlines drawn into the banner images (committed files, rendered from the demo tenants). */
  banners: (c: TextContext) => BannerText[];
  howToUseSteps: (c: TextContext) => StepText[];
  groups: Record<GroupKey, string>;
}
