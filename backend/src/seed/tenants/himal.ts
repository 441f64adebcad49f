// The demo tenant Himal Proxy (`himal`): hosts, branding, settings and reference data.
import { privacyPolicyEn, termsOfUseEn } from '../tenantPolicies';
import { CHINA_WAREHOUSES, AIR, SEA } from './shared';
import type { DemoTenant } from './types';

export const himal: DemoTenant = {
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
      {
        code: 'NP-P3',
        name: 'Bagmati',
        children: [
          { code: 'NP-P3-KTM', name: 'Kathmandu' },
          { code: 'NP-P3-LTP', name: 'Lalitpur' },
        ],
      },
      { code: 'NP-P4', name: 'Gandaki', children: [{ code: 'NP-P4-PKR', name: 'Pokhara' }] },
    ],
  },
  transitOptions: [
    AIR(7200, 8800, '7-12 days'),
    {
      ...SEA(2100, 13000, '25-35 days'),
      name: 'Road Freight via Kerung',
      description: 'Overland trucking through the Kerung border crossing; collect in Kathmandu.',
    },
  ],
};
