import type { Tenant, TenantWarehouse, TransitOption } from '../../contract';
import { appForFile, type TestApp } from './helpers/testApp';

let t: TestApp;
appForFile((app) => (t = app));

const getTenant = async (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/front/tenant', headers });

describe('tenant resolution', () => {
  it.each([
    ['localhost', 'globalbuy'],
    ['LOCALHOST:3000', 'globalbuy'],
    ['127.0.0.1:3000', 'globalbuy'],
    ['globalbuy.localhost', 'globalbuy'],
    ['souq.localhost', 'souq'],
    ['Accra.Localhost:443', 'accra'],
    ['himal.localhost', 'himal'],
    ['lao.localhost', 'lao'],
    // Read like the storefront reads a host (contract/host.ts): `www.` dropped, first of a list.
    ['www.souq.localhost', 'souq'],
    ['Lao.Localhost:443, proxy.internal', 'lao'],
  ])('X-Tenant-Domain %s → %s', async (host, id) => {
    const res = await getTenant({ 'x-tenant-domain': host });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Tenant).id).toBe(id);
  });

  it('answers 404 TENANT_NOT_FOUND for an unknown host', async () => {
    const res = await getTenant({ 'x-tenant-domain': 'unknown.example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'TENANT_NOT_FOUND', message: expect.any(String) });
  });

  it('falls back to X-Tenant-Id when the host is unknown, and a known host wins over the id', async () => {
    const byId = await getTenant({ 'x-tenant-domain': 'shop.example.com', 'x-tenant-id': 'himal' });
    expect((byId.json() as Tenant).id).toBe('himal');
    const hostWins = await getTenant({ 'x-tenant-domain': 'souq.localhost', 'x-tenant-id': 'himal' });
    expect((hostWins.json() as Tenant).id).toBe('souq');
    const bad = await getTenant({ 'x-tenant-domain': 'shop.example.com', 'x-tenant-id': 'nope' });
    expect(bad.statusCode).toBe(404);
  });

  it('uses the Host header when no X-Tenant-Domain is sent', async () => {
    const res = await getTenant({ host: 'lao.localhost:4000' });
    expect((res.json() as Tenant).id).toBe('lao');
  });
});

describe('GET /front/tenant', () => {
  it('gives the full Tenant shape with the demo settings', async () => {
    const res = await getTenant(t.tenantHeaders('globalbuy'));
    const g = res.json() as Tenant;
    expect(g).toMatchObject({
      name: 'GlobalBuy',
      defaultLanguage: 'en',
      supportedLanguages: ['en', 'zh-CN', 'es', 'fr'],
      timezoneOffset: -5,
      exchangeInfo: { currency: 'USD', cnyExchangeRate: 0.14 },
      logoImage: '/api/assets/tenants/globalbuy/logo.svg',
      tenantPreference: {
        showExchangeRate: true,
        productPlatforms: ['Taobao', 'Alibaba', 'Poizon'],
        showPoweredBy: true,
      },
    });
    expect(g.serviceSocialAccounts.length).toBeLessThanOrEqual(3);
    expect(new Set(g.serviceSocialAccounts.map((a) => a.type)).size).toBe(g.serviceSocialAccounts.length);
    expect(g.registrationEntity?.name).toBeTruthy();
  });

  it('forces the theme colour to start with #', async () => {
    const souq = (await getTenant(t.tenantHeaders('souq'))).json() as Tenant;
    expect(souq.themeColor).toBe('#00796b');
    expect(souq.defaultLanguage).toBe('ar');
    expect(souq.tenantPreference.showClock).toBe(false);
  });

  it('keeps the tenant-supplied terms HTML as given (the storefront sanitises it)', async () => {
    const accra = (await getTenant(t.tenantHeaders('accra'))).json() as Tenant;
    expect(accra.termsOfUseHtml).toContain('<script>alert(1)</script>');
    expect(accra.termsOfUseHtml).toContain('onclick=');
    expect(accra.supportedLanguages).toEqual(['en']);
    expect(accra.tenantPreference).toMatchObject({ showStockin: false, showTransit: false, howToUseArticleOnly: true });
  });

  it('matches the other demo settings', async () => {
    const himal = (await getTenant(t.tenantHeaders('himal'))).json() as Tenant;
    expect(himal).toMatchObject({ timezoneOffset: 5.75, exchangeInfo: { currency: 'NPR', cnyExchangeRate: 18.6 } });
    expect(himal.tenantPreference).toMatchObject({
      showUserWarehouse: false,
      showPoweredBy: false,
      productPlatforms: ['Poizon', 'Taobao'],
    });
    const lao = (await getTenant(t.tenantHeaders('lao'))).json() as Tenant;
    expect(lao).toMatchObject({ defaultLanguage: 'la', supportedLanguages: ['la', 'th', 'en'], timezoneOffset: 7 });
    expect(lao.tenantPreference).toMatchObject({ showClock: false, showExchangeRate: false });
  });

  it('GET /front/exchange-rate gives the tenant rate', async () => {
    const res = await t.request({ method: 'GET', url: '/front/exchange-rate', tenant: 'accra' });
    expect(res.json()).toEqual({ cnyExchangeRate: 2.05, currency: 'GHC' });
  });
});

describe('reference data', () => {
  it('lists warehouses by region, only the tenant’s own', async () => {
    const local = (
      await t.request({ method: 'GET', url: '/front/tenant-warehouses?warehouseRegion=LOCAL', tenant: 'souq' })
    ).json() as TenantWarehouse[];
    expect(local.length).toBeGreaterThan(0);
    expect(local.every((w) => w.region === 'LOCAL' && w.id.startsWith('souq-'))).toBe(true);
    const china = (
      await t.request({ method: 'GET', url: '/front/tenant-warehouses?warehouseRegion=CHINA', tenant: 'souq' })
    ).json() as TenantWarehouse[];
    expect(china.every((w) => w.region === 'CHINA' && w.country === 'CN' && w.id.startsWith('souq-'))).toBe(true);
    const all = (
      await t.request({ method: 'GET', url: '/front/tenant-warehouses', tenant: 'lao' })
    ).json() as TenantWarehouse[];
    expect(all.every((w) => w.id.startsWith('lao-'))).toBe(true);
    expect(all.length).toBeGreaterThan(local.length);
  });

  it('rejects an unknown warehouse region with a named field', async () => {
    const res = await t.request({ method: 'GET', url: '/front/tenant-warehouses?warehouseRegion=MARS' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { warehouseRegion: 'INVALID_REGION' } });
  });

  it('lists supported countries per tenant', async () => {
    const gh = (await t.request({ method: 'GET', url: '/front/supported-countries', tenant: 'accra' })).json() as {
      code: string;
    }[];
    expect(gh[0]).toEqual({ code: 'GH', name: 'Ghana', phoneCode: '+233' });
    const np = (await t.request({ method: 'GET', url: '/front/supported-countries', tenant: 'himal' })).json() as {
      code: string;
    }[];
    expect(np.map((c) => c.code)).not.toContain('GH');
  });

  it("names the countries in the reader's language, the tenant's name where the language is not offered", async () => {
    const names = async (tenant: string, language?: string) => {
      const res = await t.request({
        method: 'GET',
        url: '/front/supported-countries',
        tenant,
        headers: language ? { 'accept-language': language } : {},
      });
      return Object.fromEntries((res.json() as { code: string; name: string }[]).map((c) => [c.code, c.name]));
    };
    expect((await names('souq', 'ar')).SA).toBe('المملكة العربية السعودية');
    expect((await names('souq', 'en')).SA).toBe('Saudi Arabia');
    // Lao is offered by the Lao site ('lo' is its ISO code, 'la' the site's), so the names are Lao.
    expect((await names('lao', 'lo')).TH).toBe('ໄທ');
    expect((await names('lao', 'la')).LA).toBe('ລາວ');
    // Souq does not offer French: the site's default language (Arabic) names them.
    expect((await names('souq', 'fr')).KW).toBe('الكويت');
  });

  it('gives CN districts as a tree, by default and with country=CN', async () => {
    const tree = (await t.request({ method: 'GET', url: '/front/address-districts?country=CN' })).json() as {
      code: string;
      name: string;
      children?: { name: string; children?: { name: string }[] }[];
    }[];
    const gd = tree.find((p) => p.name === 'Guangdong');
    expect(gd?.children?.map((c) => c.name)).toEqual(['Guangzhou', 'Shenzhen']);
    expect(gd?.children?.[0]?.children?.map((d) => d.name)).toContain('Tianhe');
    const dflt = (await t.request({ method: 'GET', url: '/front/address-districts' })).json();
    expect(dflt).toEqual(tree);
    const bad = await t.request({ method: 'GET', url: '/front/address-districts?country=China' });
    expect(bad.statusCode).toBe(400);
  });

  it('gives several countries at once', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/front/multiple-address-districts?countries=CN,gh',
      tenant: 'accra',
    });
    const body = res.json() as { country: string; districts: { name: string }[] }[];
    expect(body.map((b) => b.country)).toEqual(['CN', 'GH']);
    expect(body[1]?.districts.map((d) => d.name)).toEqual(['Greater Accra', 'Ashanti']);
  });

  it('lists transit lines with money in CNY, weights in grams and the countries served', async () => {
    const opts = (
      await t.request({ method: 'GET', url: '/front/transit-options', tenant: 'globalbuy' })
    ).json() as TransitOption[];
    expect(opts[0]).toMatchObject({
      name: 'Air Express',
      firstWeightGrams: 1000,
      firstWeightFee: 90,
      additionalWeightGrams: 1000,
      additionalWeightFee: 68,
      volumetricDivisor: 6000,
      deliveryDays: { min: 7, max: 12 },
    });
    expect(opts[0]?.countries).toContain('US');
    // In English: the Lao site answers in Lao by default.
    const lao = (
      await t.request({
        method: 'GET',
        url: '/front/transit-options',
        tenant: 'lao',
        headers: { 'accept-language': 'en' },
      })
    ).json() as TransitOption[];
    expect(lao.find((o) => o.name === 'Land Freight via Boten')?.countries).toEqual(['LA']);
  });
});
