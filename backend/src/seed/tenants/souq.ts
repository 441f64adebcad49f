// The demo tenant Souq China (`souq`): hosts, branding, settings and reference data.
import { privacyPolicyAr, termsOfUseAr } from '../tenantPolicies';
import { CHINA_WAREHOUSES, AIR, SEA, ALL_MENUS } from './shared';
import type { DemoTenant } from './types';

export const souq: DemoTenant = {
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
      {
        code: 'SA-01',
        name: 'Riyadh Province',
        children: [
          { code: 'SA-01-RUH', name: 'Riyadh' },
          { code: 'SA-01-KHJ', name: 'Al Kharj' },
        ],
      },
      {
        code: 'SA-02',
        name: 'Makkah Province',
        children: [
          { code: 'SA-02-JED', name: 'Jeddah' },
          { code: 'SA-02-MKK', name: 'Makkah' },
        ],
      },
      { code: 'SA-04', name: 'Eastern Province', children: [{ code: 'SA-04-DMM', name: 'Dammam' }] },
    ],
  },
  transitOptions: [AIR(5600, 7500, '6-10 days'), SEA(1500, 12000, '30-45 days')],
};
