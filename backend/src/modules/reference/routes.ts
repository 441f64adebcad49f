// Tenant reference data: /front/tenant-warehouses, /front/supported-countries, /front/address-districts,
// /front/multiple-address-districts, /front/transit-options.
import type { FastifyInstance } from 'fastify';
import { parseQuery } from '../../http/validation';
import { languageOf } from '../user/language';
import { districtTrees, listCountries, listTransitOptions, listWarehouses } from './service';
import { districtQuery, multipleQuery, warehouseQuery } from './validation';

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/front/tenant-warehouses', async (request) => {
    const { warehouseRegion } = parseQuery(warehouseQuery, request.query);
    return listWarehouses(app.db, request.tenant.id, warehouseRegion, languageOf(request));
  });

  app.get('/front/supported-countries', async (request) =>
    listCountries(app.db, request.tenant.id, languageOf(request)),
  );

  // Without `country` the tenant's default address country (CN, where goods are bought) is used.
  app.get('/front/address-districts', async (request) => {
    const { country = 'CN' } = parseQuery(districtQuery, request.query);
    return (await districtTrees(app.db, request.tenant.id, [country], languageOf(request))).get(country) ?? [];
  });

  // One tree per country: `[{ country, districts }]`.
  app.get('/front/multiple-address-districts', async (request) => {
    const { countries } = parseQuery(multipleQuery, request.query);
    const trees = await districtTrees(
      app.db,
      request.tenant.id,
      countries.length ? countries : undefined,
      languageOf(request),
    );
    const order = countries.length ? countries : [...trees.keys()];
    return order.map((country) => ({ country, districts: trees.get(country) ?? [] }));
  });

  app.get('/front/transit-options', async (request) =>
    listTransitOptions(app.db, request.tenant.id, languageOf(request)),
  );
}
