// The five demo tenants (the README's table) with their hosts, branding, settings and reference data.
// (Their transit lines are written by the shipping seed from `transitOptions`, which the fee articles quote.)
// Other seed steps iterate `DEMO_TENANTS` (ids equal slugs: globalbuy, souq, accra, himal, lao).
import type { FooterLink, Locale, MessengerType, RegistrationEntity, SocialPlatform, TenantPreference } from '../../../contract';
import { jsonb } from '../db';
import type { SeedStep } from './index';
import { privacyPolicyAr, privacyPolicyEn, termsOfUseAr, termsOfUseEn } from './tenantPolicies';

export interface DemoWarehouse {
  id: string;
  name: string;
  region: 'LOCAL' | 'CHINA';
  country: string;
  address: string;
  contactName: string;
  contactPhone: string;
  postcode: string;
}

export interface DemoDistrict {
  code: string;
  name: string;
  children?: DemoDistrict[];
}

export interface DemoTransitOption {
  name: string;
  description: string;
  pricePerKgFen: number;
  firstWeightPriceFen: number;
  estimatedDays: string;
  selfPickupAvailable: boolean;
}

export interface DemoTenant {
  id: string;
  slug: string;
  hosts: string[];
  name: string;
  description: string;
  themeColor: string;
  defaultLanguage: Locale;
  supportedLanguages: Locale[];
  timezoneOffset: number;
  currency: string;
  cnyExchangeRate: number;
  serviceEmail: string;
  servicePhone: string;
  serviceSocialAccounts: { type: MessengerType; accountId: string }[];
  socialMediaPlatforms: { platform: SocialPlatform; link: string }[];
  footerLinks: FooterLink[];
  analyticsCode: string | null;
  googleAnalyticsTraceId: string | null;
  registrationEntity: RegistrationEntity | null;
  preference: TenantPreference;
  privacyPolicyHtml: string;
  termsOfUseHtml: string;
  /** Countries the tenant ships to (code, name, phone code). */
  countries: [string, string, string][];
  warehouses: DemoWarehouse[];
  /** Address trees of the tenant's local country (CN trees are common to all tenants). */
  localDistricts: { country: string; tree: DemoDistrict[] };
  transitOptions: DemoTransitOption[];
}

const logo = (slug: string) => `/api/assets/tenants/${slug}/logo.svg`;

const CHINA_WAREHOUSES = (prefix: string, brand: string): DemoWarehouse[] => [
  {
    id: `${prefix}-cn-gz`,
    name: `${brand} Guangzhou warehouse`,
    region: 'CHINA',
    country: 'CN',
    address: 'Building 3, No. 18 Huangshi East Road, Baiyun District, Guangzhou, Guangdong',
    contactName: 'Chen Wei',
    contactPhone: '+86 20 8612 3456',
    postcode: '510440',
  },
  {
    id: `${prefix}-cn-yw`,
    name: `${brand} Yiwu warehouse`,
    region: 'CHINA',
    country: 'CN',
    address: 'No. 88 Chouzhou North Road, Futian Street, Yiwu, Zhejiang',
    contactName: 'Wang Fang',
    contactPhone: '+86 579 8552 7788',
    postcode: '322000',
  },
];

/** Common CN address tree (provinces → cities → districts), shared by every tenant. */
export const CN_DISTRICTS: DemoDistrict[] = [
  {
    code: '440000',
    name: 'Guangdong',
    children: [
      {
        code: '440100',
        name: 'Guangzhou',
        children: [
          { code: '440104', name: 'Yuexiu' },
          { code: '440106', name: 'Tianhe' },
          { code: '440111', name: 'Baiyun' },
        ],
      },
      {
        code: '440300',
        name: 'Shenzhen',
        children: [
          { code: '440304', name: 'Futian' },
          { code: '440305', name: 'Nanshan' },
          { code: '440307', name: 'Longgang' },
        ],
      },
    ],
  },
  {
    code: '330000',
    name: 'Zhejiang',
    children: [
      {
        code: '330100',
        name: 'Hangzhou',
        children: [
          { code: '330106', name: 'Xihu' },
          { code: '330110', name: 'Yuhang' },
        ],
      },
      { code: '330700', name: 'Jinhua', children: [{ code: '330782', name: 'Yiwu' }] },
    ],
  },
  {
    code: '310000',
    name: 'Shanghai',
    children: [
      {
        code: '310100',
        name: 'Shanghai',
        children: [
          { code: '310101', name: 'Huangpu' },
          { code: '310115', name: 'Pudong' },
        ],
      },
    ],
  },
  {
    code: '350000',
    name: 'Fujian',
    children: [
      { code: '350200', name: 'Xiamen', children: [{ code: '350203', name: 'Siming' }] },
      { code: '350500', name: 'Quanzhou', children: [{ code: '350582', name: 'Jinjiang' }] },
    ],
  },
];

const AIR = (pricePerKgFen: number, first: number, days: string): DemoTransitOption => ({
  name: 'Air Express',
  description: 'Door-to-door air express with tracking, for light and urgent parcels.',
  pricePerKgFen,
  firstWeightPriceFen: first,
  estimatedDays: days,
  selfPickupAvailable: false,
});
const SEA = (pricePerKgFen: number, first: number, days: string): DemoTransitOption => ({
  name: 'Sea Freight',
  description: 'Consolidated sea shipping for heavy or bulky goods; collect at our local branch or have it delivered.',
  pricePerKgFen,
  firstWeightPriceFen: first,
  estimatedDays: days,
  selfPickupAvailable: true,
});

const ALL_MENUS = { showStockin: true, showTransit: true, showUserWarehouse: true };

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    id: 'globalbuy',
    slug: 'globalbuy',
    hosts: ['localhost', '127.0.0.1', 'globalbuy.localhost'],
    name: 'GlobalBuy',
    description: 'Shop Taobao, 1688 and Poizon from the United States: we buy, check and ship to your door.',
    themeColor: '#1565c0',
    defaultLanguage: 'en',
    supportedLanguages: ['en', 'zh-CN', 'es', 'fr'],
    timezoneOffset: -5,
    currency: 'USD',
    cnyExchangeRate: 0.14,
    serviceEmail: 'support@globalbuy.test',
    servicePhone: '+1 (646) 555-0142',
    serviceSocialAccounts: [
      { type: 'WHATSAPP', accountId: '+1 646 555 0142' },
      { type: 'TELEGRAM', accountId: '@globalbuy_help' },
      { type: 'WECHAT', accountId: 'globalbuy-cs' },
    ],
    socialMediaPlatforms: [
      { platform: 'FACEBOOK', link: 'https://www.facebook.com/globalbuy.demo' },
      { platform: 'INSTAGRAM', link: 'https://www.instagram.com/globalbuy.demo' },
      { platform: 'YOUTUBE', link: 'https://www.youtube.com/@globalbuy-demo' },
      { platform: 'TIKTOK', link: 'https://www.tiktok.com/@globalbuy.demo' },
    ],
    footerLinks: [
      { title: 'Live chat', link: 'https://chat.globalbuy.test/', titles: { 'zh-CN': '在线客服', es: 'Chat en vivo', fr: 'Chat en direct' } },
      { title: 'Help centre', link: 'https://help.globalbuy.test/', titles: { 'zh-CN': '帮助中心', es: 'Centro de ayuda', fr: 'Centre d’aide' } },
    ],
    analyticsCode: 'G-GB2026DEMO',
    googleAnalyticsTraceId: 'G-GB2026DEMO',
    registrationEntity: {
      name: 'GlobalBuy Trading LLC',
      businessLicenseNo: 'NY-4417-2023',
      websiteApprove: 'Registered with the New York Department of State',
    },
    preference: {
      showExchangeRate: true,
      ...ALL_MENUS,
      productPlatforms: ['Taobao', 'Alibaba', 'Poizon'],
      showClock: true,
      showPoweredBy: true,
      howToUseArticleOnly: false,
    },
    privacyPolicyHtml: privacyPolicyEn({ name: 'GlobalBuy', email: 'support@globalbuy.test', country: 'the United States' }),
    termsOfUseHtml: termsOfUseEn({ name: 'GlobalBuy', email: 'support@globalbuy.test', country: 'the United States' }),
    countries: [
      ['US', 'United States', '+1'],
      ['CA', 'Canada', '+1'],
      ['MX', 'Mexico', '+52'],
      ['GB', 'United Kingdom', '+44'],
      ['AU', 'Australia', '+61'],
    ],
    warehouses: [
      {
        id: 'globalbuy-us-nj',
        name: 'GlobalBuy New Jersey hub',
        region: 'LOCAL',
        country: 'US',
        address: '1200 Port Newark Blvd, Unit 14, Newark, NJ',
        contactName: 'Maria Lopez',
        contactPhone: '+1 973 555 0190',
        postcode: '07114',
      },
      ...CHINA_WAREHOUSES('globalbuy', 'GlobalBuy'),
    ],
    localDistricts: {
      country: 'US',
      tree: [
        { code: 'NY', name: 'New York', children: [{ code: 'NY-NYC', name: 'New York City' }, { code: 'NY-BUF', name: 'Buffalo' }] },
        { code: 'NJ', name: 'New Jersey', children: [{ code: 'NJ-NWK', name: 'Newark' }, { code: 'NJ-JC', name: 'Jersey City' }] },
        { code: 'CA', name: 'California', children: [{ code: 'CA-LA', name: 'Los Angeles' }, { code: 'CA-SF', name: 'San Francisco' }] },
      ],
    },
    transitOptions: [AIR(6800, 9000, '7-12 days'), SEA(1800, 15000, '35-50 days')],
  },
  {
    id: 'souq',
    slug: 'souq',
    hosts: ['souq.localhost'],
    name: 'Souq China',
    description: 'سوق الصين: تسوق من علي بابا وتاوباو واستلم طلباتك في السعودية والخليج.',
    // Stored without '#' as some operators type it: the API adds the '#'.
    themeColor: '00796b',
    defaultLanguage: 'ar',
    supportedLanguages: ['ar', 'en'],
    timezoneOffset: 3,
    currency: 'SAR',
    cnyExchangeRate: 0.52,
    serviceEmail: 'help@souq.test',
    servicePhone: '+966 11 555 0123',
    serviceSocialAccounts: [
      { type: 'WHATSAPP', accountId: '+966 55 555 0123' },
      { type: 'TELEGRAM', accountId: '@souqchina' },
      { type: 'FACEBOOK_MESSENGER', accountId: 'souqchina.demo' },
    ],
    socialMediaPlatforms: [
      { platform: 'TWITTER', link: 'https://x.com/souqchina_demo' },
      { platform: 'INSTAGRAM', link: 'https://www.instagram.com/souqchina.demo' },
      { platform: 'TIKTOK', link: 'https://www.tiktok.com/@souqchina.demo' },
    ],
    footerLinks: [{ title: 'خدمة العملاء', link: 'https://support.souq.test/', titles: { en: 'Customer service' } }],
    analyticsCode: null,
    googleAnalyticsTraceId: null,
    registrationEntity: null,
    preference: {
      showExchangeRate: true,
      ...ALL_MENUS,
      productPlatforms: ['Alibaba', 'Taobao'],
      showClock: false,
      showPoweredBy: true,
      howToUseArticleOnly: false,
    },
    privacyPolicyHtml: privacyPolicyAr({ name: 'سوق الصين', email: 'help@souq.test', country: 'السعودية' }),
    termsOfUseHtml: termsOfUseAr({ name: 'سوق الصين', email: 'help@souq.test', country: 'السعودية' }),
    countries: [
      ['SA', 'Saudi Arabia', '+966'],
      ['AE', 'United Arab Emirates', '+971'],
      ['KW', 'Kuwait', '+965'],
      ['QA', 'Qatar', '+974'],
      ['BH', 'Bahrain', '+973'],
    ],
    warehouses: [
      {
        id: 'souq-sa-ruh',
        name: 'Souq China Riyadh branch',
        region: 'LOCAL',
        country: 'SA',
        address: 'King Fahd Road, Al Olaya, Riyadh',
        contactName: 'Faisal Al-Harbi',
        contactPhone: '+966 11 555 0188',
        postcode: '12214',
      },
      ...CHINA_WAREHOUSES('souq', 'Souq China'),
    ],
    localDistricts: {
      country: 'SA',
      tree: [
        { code: 'SA-01', name: 'Riyadh Province', children: [{ code: 'SA-01-RUH', name: 'Riyadh' }, { code: 'SA-01-KHJ', name: 'Al Kharj' }] },
        { code: 'SA-02', name: 'Makkah Province', children: [{ code: 'SA-02-JED', name: 'Jeddah' }, { code: 'SA-02-MKK', name: 'Makkah' }] },
        { code: 'SA-04', name: 'Eastern Province', children: [{ code: 'SA-04-DMM', name: 'Dammam' }] },
      ],
    },
    transitOptions: [AIR(5600, 7500, '6-10 days'), SEA(1500, 12000, '30-45 days')],
  },
  {
    id: 'accra',
    slug: 'accra',
    hosts: ['accra.localhost'],
    name: 'Accra Cargo Buy',
    description: 'Buy from China and collect in Accra: sourcing, consolidation and sea cargo to Ghana.',
    themeColor: '#c62828',
    defaultLanguage: 'en',
    supportedLanguages: ['en'],
    timezoneOffset: 0,
    currency: 'GHC',
    cnyExchangeRate: 2.05,
    serviceEmail: 'cargo@accra.test',
    servicePhone: '+233 30 255 0147',
    serviceSocialAccounts: [
      { type: 'WHATSAPP', accountId: '+233 24 555 0147' },
      { type: 'FACEBOOK', accountId: 'accracargobuy' },
    ],
    socialMediaPlatforms: [
      { platform: 'FACEBOOK', link: 'https://www.facebook.com/accracargobuy.demo' },
      { platform: 'INSTAGRAM', link: 'https://www.instagram.com/accracargobuy.demo' },
    ],
    footerLinks: [{ title: 'Track my cargo', link: 'https://track.accra.test/' }],
    analyticsCode: null,
    googleAnalyticsTraceId: null,
    registrationEntity: {
      name: 'Accra Cargo Buy Ltd.',
      businessLicenseNo: 'CS-092814-2023',
      websiteApprove: 'Registered with the Office of the Registrar of Companies, Ghana',
    },
    preference: {
      showExchangeRate: true,
      showStockin: false,
      showTransit: false,
      showUserWarehouse: true,
      productPlatforms: ['Alibaba', 'Taobao'],
      showClock: true,
      showPoweredBy: true,
      howToUseArticleOnly: true,
    },
    privacyPolicyHtml: privacyPolicyEn({ name: 'Accra Cargo Buy', email: 'cargo@accra.test', country: 'Ghana' }),
    // Deliberately hostile markup: the storefront must strip the script and the event handler.
    termsOfUseHtml:
      termsOfUseEn({ name: 'Accra Cargo Buy', email: 'cargo@accra.test', country: 'Ghana' }) +
      `\n<p onclick="alert('terms')">Cargo is released at our Tema office against your order number and a valid ID.</p>` +
      `\n<script>alert(1)</script>` +
      `\n<p><a href="javascript:alert(2)">Read the cargo rules</a></p>`,
    countries: [
      ['GH', 'Ghana', '+233'],
      ['NG', 'Nigeria', '+234'],
      ['CI', "Côte d'Ivoire", '+225'],
      ['TG', 'Togo', '+228'],
    ],
    warehouses: [
      {
        id: 'accra-gh-tema',
        name: 'Accra Cargo Tema office',
        region: 'LOCAL',
        country: 'GH',
        address: 'Community 1, Harbour Road, Tema',
        contactName: 'Kwame Mensah',
        contactPhone: '+233 30 255 0199',
        postcode: 'GT-001',
      },
      ...CHINA_WAREHOUSES('accra', 'Accra Cargo'),
    ],
    localDistricts: {
      country: 'GH',
      tree: [
        { code: 'GH-AA', name: 'Greater Accra', children: [{ code: 'GH-AA-ACC', name: 'Accra' }, { code: 'GH-AA-TEM', name: 'Tema' }] },
        { code: 'GH-AH', name: 'Ashanti', children: [{ code: 'GH-AH-KSI', name: 'Kumasi' }] },
      ],
    },
    transitOptions: [SEA(1200, 10000, '40-55 days'), AIR(7800, 9800, '8-14 days')],
  },
  {
    id: 'himal',
    slug: 'himal',
    hosts: ['himal.localhost'],
    name: 'Himal Proxy',
    description: 'Himal Proxy brings Poizon sneakers and Taobao fashion to Kathmandu, with honest shipping rates.',
    themeColor: '#6a1b9a',
    defaultLanguage: 'en',
    supportedLanguages: ['en', 'zh-CN'],
    timezoneOffset: 5.75,
    currency: 'NPR',
    cnyExchangeRate: 18.6,
    serviceEmail: 'namaste@himal.test',
    servicePhone: '+977 1 555 0175',
    serviceSocialAccounts: [
      { type: 'VIBER', accountId: '+977 980 555 0175' },
      { type: 'WHATSAPP', accountId: '+977 980 555 0176' },
      { type: 'WECHAT', accountId: 'himalproxy' },
    ],
    socialMediaPlatforms: [
      { platform: 'FACEBOOK', link: 'https://www.facebook.com/himalproxy.demo' },
      { platform: 'TIKTOK', link: 'https://www.tiktok.com/@himalproxy.demo' },
      { platform: 'LINKEDIN', link: 'https://www.linkedin.com/company/himalproxy-demo' },
    ],
    footerLinks: [
      { title: 'Chat with us', link: 'https://chat.himal.test/', titles: { 'zh-CN': '联系我们' } },
      { title: 'Shipping calculator', link: 'https://himal.test/shipping-calculator', titles: { 'zh-CN': '运费计算器' } },
    ],
    analyticsCode: null,
    googleAnalyticsTraceId: null,
    registrationEntity: {
      name: 'Himal Proxy Pvt. Ltd.',
      businessLicenseNo: 'OCR-301455/079/080',
      websiteApprove: 'Registered with the Office of the Company Registrar, Nepal',
    },
    preference: {
      showExchangeRate: true,
      showStockin: true,
      showTransit: true,
      showUserWarehouse: false,
      productPlatforms: ['Poizon', 'Taobao'],
      showClock: true,
      showPoweredBy: false,
      howToUseArticleOnly: false,
    },
    privacyPolicyHtml: privacyPolicyEn({ name: 'Himal Proxy', email: 'namaste@himal.test', country: 'Nepal' }),
    termsOfUseHtml: termsOfUseEn({ name: 'Himal Proxy', email: 'namaste@himal.test', country: 'Nepal' }),
    countries: [
      ['NP', 'Nepal', '+977'],
      ['IN', 'India', '+91'],
      ['BT', 'Bhutan', '+975'],
    ],
    warehouses: [
      {
        id: 'himal-np-ktm',
        name: 'Himal Proxy Kathmandu counter',
        region: 'LOCAL',
        country: 'NP',
        address: 'New Road, Ward 22, Kathmandu',
        contactName: 'Sita Shrestha',
        contactPhone: '+977 1 555 0190',
        postcode: '44600',
      },
      ...CHINA_WAREHOUSES('himal', 'Himal Proxy'),
    ],
    localDistricts: {
      country: 'NP',
      tree: [
        { code: 'NP-P3', name: 'Bagmati', children: [{ code: 'NP-P3-KTM', name: 'Kathmandu' }, { code: 'NP-P3-LTP', name: 'Lalitpur' }] },
        { code: 'NP-P4', name: 'Gandaki', children: [{ code: 'NP-P4-PKR', name: 'Pokhara' }] },
      ],
    },
    transitOptions: [AIR(7200, 8800, '7-12 days'), { ...SEA(2100, 13000, '25-35 days'), name: 'Road Freight via Kerung', description: 'Overland trucking through the Kerung border crossing; collect in Kathmandu.' }],
  },
  {
    id: 'lao',
    slug: 'lao',
    hosts: ['lao.localhost'],
    name: 'Lao Shop Agent',
    description: 'ຊື້ສິນຄ້າຈາກຈີນງ່າຍໆ: ພວກເຮົາສັ່ງຊື້, ກວດສອບ ແລະ ສົ່ງເຖິງວຽງຈັນ.',
    themeColor: '#37474f',
    defaultLanguage: 'la',
    supportedLanguages: ['la', 'th', 'en'],
    timezoneOffset: 7,
    currency: 'LAK',
    cnyExchangeRate: 3000,
    serviceEmail: 'contact@lao.test',
    servicePhone: '+856 21 555 017',
    serviceSocialAccounts: [
      { type: 'WHATSAPP', accountId: '+856 20 5555 0177' },
      { type: 'LINE', accountId: 'laoshopagent' },
      { type: 'FACEBOOK_MESSENGER', accountId: 'laoshopagent.demo' },
    ],
    socialMediaPlatforms: [
      { platform: 'FACEBOOK', link: 'https://www.facebook.com/laoshopagent.demo' },
      { platform: 'TIKTOK', link: 'https://www.tiktok.com/@laoshopagent.demo' },
    ],
    footerLinks: [{ title: 'Facebook Messenger', link: 'https://m.me/laoshopagent.demo' }],
    analyticsCode: null,
    googleAnalyticsTraceId: null,
    registrationEntity: null,
    preference: {
      showExchangeRate: false,
      ...ALL_MENUS,
      productPlatforms: ['Taobao', 'Alibaba', 'Poizon'],
      showClock: false,
      showPoweredBy: true,
      howToUseArticleOnly: false,
    },
    privacyPolicyHtml: privacyPolicyEn({ name: 'Lao Shop Agent', email: 'contact@lao.test', country: 'Laos' }),
    termsOfUseHtml: termsOfUseEn({ name: 'Lao Shop Agent', email: 'contact@lao.test', country: 'Laos' }),
    countries: [
      ['LA', 'Laos', '+856'],
      ['TH', 'Thailand', '+66'],
      ['VN', 'Vietnam', '+84'],
    ],
    warehouses: [
      {
        id: 'lao-la-vte',
        name: 'Lao Shop Agent Vientiane store',
        region: 'LOCAL',
        country: 'LA',
        address: 'Samsenthai Road, Chanthabouly District, Vientiane',
        contactName: 'Souksavanh Phommachanh',
        contactPhone: '+856 21 555 0190',
        postcode: '01000',
      },
      ...CHINA_WAREHOUSES('lao', 'Lao Shop Agent'),
      {
        id: 'lao-cn-km',
        name: 'Lao Shop Agent Kunming warehouse',
        region: 'CHINA',
        country: 'CN',
        address: 'No. 1 Luoshi Road, Guandu District, Kunming, Yunnan',
        contactName: 'Li Na',
        contactPhone: '+86 871 6355 0123',
        postcode: '650200',
      },
    ],
    localDistricts: {
      country: 'LA',
      tree: [
        {
          code: 'LA-VT',
          name: 'Vientiane Capital',
          children: [{ code: 'LA-VT-CTB', name: 'Chanthabouly' }, { code: 'LA-VT-SST', name: 'Sisattanak' }],
        },
        { code: 'LA-LP', name: 'Luang Prabang', children: [{ code: 'LA-LP-LPB', name: 'Luang Prabang' }] },
      ],
    },
    transitOptions: [
      { ...SEA(1100, 6000, '7-12 days'), name: 'Land Freight via Boten', description: 'Kunming–Vientiane railway and trucks; collect at our Vientiane store.' },
      AIR(6000, 7000, '4-7 days'),
    ],
  },
];

/** Flattens a district tree to rows (parent first) with a stable sort order. */
function flatten(tree: DemoDistrict[], parent: string | null = null): { code: string; name: string; parent: string | null; order: number }[] {
  return tree.flatMap((node, order) => [
    { code: node.code, name: node.name, parent, order },
    ...flatten(node.children ?? [], node.code),
  ]);
}

export function tenantRow(t: DemoTenant) {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    description: t.description,
    theme_color: t.themeColor,
    logo_image: logo(t.slug),
    default_language: t.defaultLanguage,
    supported_languages: jsonb(t.supportedLanguages),
    timezone_offset: t.timezoneOffset,
    service_email: t.serviceEmail,
    service_phone: t.servicePhone,
    service_social_accounts: jsonb(t.serviceSocialAccounts),
    social_media_platforms: jsonb(t.socialMediaPlatforms),
    footer_links: jsonb(t.footerLinks),
    analytics_code: t.analyticsCode,
    google_analytics_trace_id: t.googleAnalyticsTraceId,
    currency: t.currency,
    cny_exchange_rate: t.cnyExchangeRate,
    registration_entity: jsonb(t.registrationEntity),
    preference: jsonb(t.preference),
    privacy_policy_html: t.privacyPolicyHtml,
    terms_of_use_html: t.termsOfUseHtml,
  };
}

/** The tenant_warehouses row of a demo warehouse or pickup point. */
export function warehouseRow(tenantId: string, w: DemoWarehouse, sortOrder: number) {
  return {
    id: w.id,
    tenant_id: tenantId,
    name: w.name,
    region: w.region,
    country: w.country,
    address: w.address,
    contact_name: w.contactName,
    contact_phone: w.contactPhone,
    postcode: w.postcode,
    sort_order: sortOrder,
  };
}

export const tenantsSeed: SeedStep = {
  name: 'tenants',
  async run({ db, tenants }) {
    for (const t of tenants) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('tenants').values(tenantRow(t)).onConflict((oc) => oc.column('id').doNothing()).execute();
        await trx
          .insertInto('tenant_hosts')
          .values(t.hosts.map((host) => ({ host, tenant_id: t.id })))
          .onConflict((oc) => oc.column('host').doNothing())
          .execute();
        await trx
          .insertInto('tenant_warehouses')
          .values(t.warehouses.map((w, i) => warehouseRow(t.id, w, i)))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .insertInto('supported_countries')
          .values(t.countries.map(([code, name, phone], i) => ({ tenant_id: t.id, code, name, phone_code: phone, sort_order: i })))
          .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
          .execute();
        const districts = [
          ...flatten(CN_DISTRICTS).map((d) => ({ ...d, country: 'CN' })),
          ...flatten(t.localDistricts.tree).map((d) => ({ ...d, country: t.localDistricts.country })),
        ];
        await trx
          .insertInto('address_districts')
          .values(
            districts.map((d) => ({
              tenant_id: t.id,
              country: d.country,
              code: d.code,
              name: d.name,
              parent_code: d.parent,
              sort_order: d.order,
            })),
          )
          .onConflict((oc) => oc.columns(['tenant_id', 'country', 'code']).doNothing())
          .execute();
      });
    }
  },
};

