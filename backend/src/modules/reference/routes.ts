// Tenant reference data: /front/tenant-warehouses, /front/supported-countries, /front/address-districts,
// /front/multiple-address-districts, /front/transit-options.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WAREHOUSE_REGIONS } from '../../../../contract';
import { parseQuery } from '../../http/validation';
import { languageOf } from '../user/language';
import { districtTrees, listCountries, listTransitOptions, listWarehouses } from './service';

export const warehouseQuery = z.object({ warehouseRegion: z.enum(WAREHOUSE_REGIONS, { error: 'INVALID_REGION' }).optional() });
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'INVALID_COUNTRY' })
  .transform((c) => c.toUpperCase());
export const districtQuery = z.object({ country: countryCode.optional() });
export const multipleQuery = z.object({
  // `countries=CN,VN` or repeated `countries=CN&countries=VN`; all countries when absent.
  countries: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((c) => c.trim()).filter(Boolean)))
    .pipe(z.array(countryCode).max(50, { error: 'TOO_MANY_COUNTRIES' })),
});

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/front/tenant-warehouses', async (request) => {
    const { warehouseRegion } = parseQuery(warehouseQuery, request.query);
    return listWarehouses(app.db, request.tenant.id, warehouseRegion, languageOf(request));
  });

  app.get('/front/supported-countries', async (request) => listCountries(app.db, request.tenant.id, languageOf(request)));

  // Without `country` the tenant's default address country (CN, where goods are bought) is used.
  app.get('/front/address-districts', async (request) => {
    const { country = 'CN' } = parseQuery(districtQuery, request.query);
    return (await districtTrees(app.db, request.tenant.id, [country])).get(country) ?? [];
  });

  // One tree per country: `[{ country, districts }]`.
  app.get('/front/multiple-address-districts', async (request) => {
    const { countries } = parseQuery(multipleQuery, request.query);
    const trees = await districtTrees(app.db, request.tenant.id, countries.length ? countries : undefined);
    const order = countries.length ? countries : [...trees.keys()];
    return order.map((country) => ({ country, districts: trees.get(country) ?? [] }));
  });

  app.get('/front/transit-options', async (request) => listTransitOptions(app.db, request.tenant.id, languageOf(request)));
}
