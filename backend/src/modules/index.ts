// Every API module, registered in this order by buildApp (app.ts). To add yours, import its routes plugin
// (`export async function xxxRoutes(app: FastifyInstance)`) and append it to the list: one line per module.
// Inside a plugin, `app.db`, `app.config`, `app.mailer` are available; `request.tenant` is resolved for every
// route (opt out with `config: { tenant: false }`); use `await request.requireUser()` for logged-in calls.
import type { FastifyPluginAsync } from 'fastify';
import { staticAssetsRoutes } from '../http/staticAssets';
import { openApiRoutes, operatorOpenApiRoutes } from '../openapi/routes';
import { accountRoutes } from './account/routes';
import { addressRoutes } from './addresses/routes';
import { cartRoutes } from './cart/routes';
import { contentRoutes } from './content/routes';
import { depositOperatorRoutes } from './deposits/operatorRoutes';
import { onepayRoutes } from './deposits/onepayRoutes';
import { depositRoutes } from './deposits/routes';
import { eventRoutes } from './events/routes';
import { feedbackRoutes } from './feedback/routes';
import { fulfilmentOperatorRoutes } from './fulfilment/operatorRoutes';
import { importOperatorRoutes } from './imports/operatorRoutes';
import { inspectionOperatorRoutes } from './inspection/operatorRoutes';
import { inspectionRoutes } from './inspection/routes';
import { storageReminderOperatorRoutes } from './parcels/storageReminderOperatorRoutes';
import { storageReminderJobs } from './parcels/storageReminders';
import { fulfilmentWorker } from './fulfilment/worker';
import { healthRoutes } from './health/routes';
import { notificationRoutes } from './notifications/routes';
import { operatorRoutes } from './operator/routes';
import { orderRoutes } from './orders/routes';
import { parcelRoutes } from './parcels/routes';
import { paymentRoutes } from './payments/routes';
import { productRoutes } from './product/routes';
import { referenceRoutes } from './reference/routes';
import { refundRoutes } from './refunds/routes';
import { shippingOperatorRoutes } from './shipping/operatorRoutes';
import { shippingRoutes } from './shipping/routes';
import { storageRoutes } from './storage/routes';
import { tenantRoutes } from './tenant/routes';
import { transitOperatorRoutes } from './transit/operatorRoutes';
import { transitRoutes } from './transit/routes';
import { uploadRoutes } from './upload/routes';
import { userRoutes } from './user/routes';
import { userWarehouseRoutes } from './warehouses/routes';

export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  staticAssetsRoutes,
  tenantRoutes,
  referenceRoutes,
  userRoutes,
  productRoutes,
  storageRoutes,
  uploadRoutes,
  cartRoutes,
  contentRoutes,
  notificationRoutes,
  eventRoutes,
  accountRoutes,
  paymentRoutes,
  orderRoutes,
  inspectionRoutes,
  refundRoutes,
  depositRoutes,
  onepayRoutes,
  fulfilmentWorker,
  addressRoutes,
  userWarehouseRoutes,
  shippingRoutes,
  storageReminderJobs,
  parcelRoutes,
  transitRoutes,
  feedbackRoutes,
  openApiRoutes,
];

// Operator endpoints (paths under /operator/, each guarded by requireOperator). They are registered apart from
// the shopper-facing modules so that they can be served where the storefront's proxy never forwards.
export const operatorModules: FastifyPluginAsync[] = [
  operatorRoutes,
  shippingOperatorRoutes,
  depositOperatorRoutes,
  fulfilmentOperatorRoutes,
  importOperatorRoutes,
  storageReminderOperatorRoutes,
  inspectionOperatorRoutes,
  transitOperatorRoutes,
  operatorOpenApiRoutes,
];
