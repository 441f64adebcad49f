// The demo tenant Accra Cargo Buy (`accra`): hosts, branding, settings and reference data.
import { privacyPolicyEn, termsOfUseEn } from '../tenantPolicies';
import { CHINA_WAREHOUSES, AIR, SEA } from './shared';
import type { DemoTenant } from './types';

export const accra: DemoTenant = {
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
      {
        code: 'GH-AA',
        name: 'Greater Accra',
        children: [
          { code: 'GH-AA-ACC', name: 'Accra' },
          { code: 'GH-AA-TEM', name: 'Tema' },
        ],
      },
      { code: 'GH-AH', name: 'Ashanti', children: [{ code: 'GH-AH-KSI', name: 'Kumasi' }] },
    ],
  },
  transitOptions: [SEA(1200, 10000, '40-55 days'), AIR(7800, 9800, '8-14 days')],
};
