// What the content seed knows about each demo tenant beyond the tenant row: where its goods are warehoused,
// which country it ships to, how shoppers pay, which article pages it enables and which images it shows.
// Texts in every language are built from these facts so that an article, its fee table and the banners agree.
import type { ArticleType, Locale } from '../../../../contract';
import type { GroupKey } from './texts/types';

export type DemoSlug = 'globalbuy' | 'souq' | 'accra' | 'himal' | 'lao';
export type CountryKey = 'US' | 'SA' | 'GH' | 'NP' | 'LA';
export type WarehouseCity = 'Guangzhou' | 'Yiwu' | 'Kunming';
export type PaymentKind = 'card' | 'paypal' | 'bank' | 'mobileMoney' | 'wallet' | 'cash';

export interface PaymentMethod {
  kind: PaymentKind;
  brand: string;
}

/** Known transit option names (from the tenant seed) by translation key; other names are shown as they are. */
export const LINE_KEYS = {
  'Air Express': 'airExpress',
  'Sea Freight': 'sea',
  'Road Freight via Kerung': 'roadKerung',
  'Land Freight via Boten': 'landBoten',
} as const;
export type LineKey = (typeof LINE_KEYS)[keyof typeof LINE_KEYS];

/** One line of the fee table, taken from the tenant's transit options (prices in CNY). */
export interface ShippingLine {
  key: LineKey | null;
  /** The option's own (English) name, shown when `key` is null. */
  name: string;
  /** Price of the first kilogram and of each further started kilogram, CNY. */
  firstKgPrice: number;
  extraKgPrice: number;
  /** e.g. "7-12". */
  days: string;
}

export interface ContentFacts {
  /** Equals the demo tenant's id and slug. */
  slug: DemoSlug;
  country: CountryKey;
  /** Where shoppers collect parcels or where home delivery is offered. */
  destinationCity: string;
  warehouse: WarehouseCity;
  /** Agent commission on the goods value, in percent. */
  serviceFeePercent: number;
  /** Minimum commission per order, CNY. */
  minServiceFee: number;
  /** Free storage at the China warehouse, in days. */
  freeStorageDays: number;
  payments: PaymentMethod[];
  enabledArticles: ArticleType[];
  /** Second colour of the banner and step artwork (the first is the tenant's theme colour). */
  accent: string;
  /** How many home banners the tenant shows (2 or 3). */
  bannerCount: number;
  /** Home-page groups: preferred and recommended, each filled from one top-level catalogue category. */
  preferredGroups: GroupKey[];
  recommendGroups: GroupKey[];
  /** The brand as written in a language where it differs from the tenant name. */
  localNames?: Partial<Record<Locale, string>>;
}

/** Page article types in navigation order; USER_AGREEMENT and PROHIBITED_PURCHASE_ITEMS are footer/legal pages. */
export const DEMO_CONTENT: readonly ContentFacts[] = [
  {
    slug: 'globalbuy',
    country: 'US',
    destinationCity: 'New York',
    warehouse: 'Guangzhou',
    serviceFeePercent: 5,
    minServiceFee: 5,
    freeStorageDays: 60,
    payments: [
      { kind: 'card', brand: 'Visa / Mastercard' },
      { kind: 'paypal', brand: 'PayPal' },
      { kind: 'bank', brand: 'ACH / SWIFT' },
    ],
    enabledArticles: [
      'HOW_TO_USE',
      'ABOUT_TRANSIT_FEE',
      'ABOUT_US',
      'FAQ',
      'PAYMENT_GUIDE',
      'SOURCING_SERVICE',
      'USER_AGREEMENT',
      'PROHIBITED_PURCHASE_ITEMS',
    ],
    accent: '#ffb300',
    bannerCount: 3,
    preferredGroups: ['digital', 'women', 'shoes'],
    recommendGroups: ['home', 'sports', 'accessories'],
  },
  {
    slug: 'souq',
    country: 'SA',
    destinationCity: 'Riyadh',
    warehouse: 'Guangzhou',
    serviceFeePercent: 6,
    minServiceFee: 8,
    freeStorageDays: 45,
    payments: [
      { kind: 'card', brand: 'mada / Visa' },
      { kind: 'wallet', brand: 'Apple Pay / STC Pay' },
      { kind: 'bank', brand: 'SARIE' },
    ],
    enabledArticles: ['HOW_TO_USE', 'ABOUT_TRANSIT_FEE', 'ABOUT_US', 'FAQ', 'PROHIBITED_PURCHASE_ITEMS'],
    accent: '#d4af37',
    bannerCount: 3,
    preferredGroups: ['women', 'beauty', 'home'],
    recommendGroups: ['accessories', 'bags'],
    localNames: { ar: 'سوق الصين' },
  },
  {
    slug: 'accra',
    country: 'GH',
    destinationCity: 'Accra',
    warehouse: 'Guangzhou',
    serviceFeePercent: 7,
    minServiceFee: 10,
    freeStorageDays: 30,
    payments: [
      { kind: 'mobileMoney', brand: 'MTN MoMo / Telecel Cash' },
      { kind: 'bank', brand: 'GCB / Ecobank' },
      { kind: 'cash', brand: 'Tema office' },
    ],
    enabledArticles: ['HOW_TO_USE', 'ABOUT_TRANSIT_FEE', 'PAYMENT_GUIDE'],
    accent: '#fdd835',
    bannerCount: 2,
    preferredGroups: ['men', 'digital', 'shoes'],
    recommendGroups: ['bags', 'home'],
  },
  {
    slug: 'himal',
    country: 'NP',
    destinationCity: 'Kathmandu',
    warehouse: 'Yiwu',
    serviceFeePercent: 5,
    minServiceFee: 6,
    freeStorageDays: 45,
    payments: [
      { kind: 'wallet', brand: 'eSewa / Khalti' },
      { kind: 'bank', brand: 'Nabil / NIC Asia' },
    ],
    enabledArticles: [
      'HOW_TO_USE',
      'ABOUT_TRANSIT_FEE',
      'ABOUT_US',
      'FAQ',
      'SOURCING_SERVICE',
      'USER_AGREEMENT',
      'PROHIBITED_PURCHASE_ITEMS',
    ],
    accent: '#4fc3f7',
    bannerCount: 2,
    preferredGroups: ['sports', 'digital', 'women'],
    recommendGroups: ['bags', 'accessories'],
  },
  {
    slug: 'lao',
    country: 'LA',
    destinationCity: 'Vientiane',
    warehouse: 'Kunming',
    serviceFeePercent: 4,
    minServiceFee: 5,
    freeStorageDays: 30,
    payments: [
      { kind: 'bank', brand: 'BCEL One / LDB' },
      { kind: 'cash', brand: 'Vientiane store, Samsenthai Road' },
    ],
    enabledArticles: ['HOW_TO_USE', 'ABOUT_TRANSIT_FEE', 'FAQ', 'PAYMENT_GUIDE'],
    accent: '#ef5350',
    bannerCount: 3,
    preferredGroups: ['beauty', 'home', 'toys'],
    recommendGroups: ['women', 'digital'],
  },
];

export function factsFor(slug: DemoSlug): ContentFacts {
  const facts = DEMO_CONTENT.find((f) => f.slug === slug);
  if (!facts) throw new Error(`no content facts for ${slug}`);
  return facts;
}
