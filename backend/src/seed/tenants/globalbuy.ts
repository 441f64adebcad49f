// The demo tenant GlobalBuy (`globalbuy`): hosts, branding, settings and reference data.
import { privacyPolicyEn, termsOfUseEn } from '../tenantPolicies';
import { CHINA_WAREHOUSES, AIR, SEA, ALL_MENUS } from './shared';
import type { DemoTenant } from './types';

export const globalbuy: DemoTenant = {
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
    {
      title: 'Live chat',
      link: 'https://chat.globalbuy.test/',
      titles: { 'zh-CN': '在线客服', es: 'Chat en vivo', fr: 'Chat en direct' },
    },
    {
      title: 'Help centre',
      link: 'https://help.globalbuy.test/',
      titles: { 'zh-CN': '帮助中心', es: 'Centro de ayuda', fr: 'Centre d’aide' },
    },
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
  privacyPolicyHtml: privacyPolicyEn({
    name: 'GlobalBuy',
    email: 'support@globalbuy.test',
    country: 'the United States',
  }),
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
      {
        code: 'NY',
        name: 'New York',
        children: [
          { code: 'NY-NYC', name: 'New York City' },
          { code: 'NY-BUF', name: 'Buffalo' },
        ],
      },
      {
        code: 'NJ',
        name: 'New Jersey',
        children: [
          { code: 'NJ-NWK', name: 'Newark' },
          { code: 'NJ-JC', name: 'Jersey City' },
        ],
      },
      {
        code: 'CA',
        name: 'California',
        children: [
          { code: 'CA-LA', name: 'Los Angeles' },
          { code: 'CA-SF', name: 'San Francisco' },
        ],
      },
    ],
  },
  transitOptions: [AIR(6800, 9000, '7-12 days'), SEA(1800, 15000, '35-50 days')],
};
