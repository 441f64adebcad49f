// The demo tenant Lao Shop Agent (`lao`): hosts, branding, settings and reference data.
import { privacyPolicyEn, termsOfUseEn } from '../tenantPolicies';
import { CHINA_WAREHOUSES, AIR, SEA, ALL_MENUS } from './shared';
import type { DemoTenant } from './types';

export const lao: DemoTenant = {
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
        children: [
          { code: 'LA-VT-CTB', name: 'Chanthabouly' },
          { code: 'LA-VT-SST', name: 'Sisattanak' },
        ],
      },
      { code: 'LA-LP', name: 'Luang Prabang', children: [{ code: 'LA-LP-LPB', name: 'Luang Prabang' }] },
    ],
  },
  transitOptions: [
    {
      ...SEA(1100, 6000, '7-12 days'),
      name: 'Land Freight via Boten',
      description: 'Kunming–Vientiane railway and trucks; collect at our Vientiane store.',
    },
    AIR(6000, 7000, '4-7 days'),
  ],
};
