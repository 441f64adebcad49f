// Inspection photos and returns: the shopper's say on an inspected purchase-order item (storefront), and the
// warehouse's photos and weights, the review of return and exchange requests and the tenant's return rule
// (operator API).
import { listQuery } from '../../modules/inspection/validation';
import { op } from '../operation';

const itemNotFound: Array<[number, string]> = [[404, 'ITEM_NOT_FOUND']];
const notInWarehouse: Array<[number, string]> = [...itemNotFound, [409, 'ORDER_STATE'], [409, 'ITEM_STATE']];
const decideErrors: Array<[number, string]> = [
  [404, 'AFTER_SALE_NOT_FOUND'],
  [409, 'REQUEST_STATE'],
  [409, 'REQUEST_CHANGED'],
  [409, 'ITEM_STATE'],
];

export const inspectionOperations = [
  op({
    method: 'POST',
    path: '/front/purchase-orders/items/:itemId/accept',
    tag: 'orders',
    summary: 'Accept an inspected item as it is',
    access: 'session',
    response: 'ItemInspection',
    errors: [...itemNotFound, [409, 'ITEM_STATE'], [409, 'AFTER_SALE_OPEN']],
  }),
  op({
    method: 'POST',
    path: '/front/purchase-orders/items/:itemId/after-sale',
    tag: 'orders',
    summary: 'Ask for a return or an exchange of an inspected item',
    access: 'session',
    body: 'AfterSaleCreateRequest',
    response: 'ItemInspection',
    fieldCodes: ['INVALID_KIND', 'INVALID_REASON', 'INVALID_TYPE', 'TOO_MANY', 'INVALID_IMAGE_KEY'],
    example: { kind: 'RETURN', reason: 'DAMAGED', detail: 'The box arrived crushed', photoKeys: [] },
    errors: [
      ...itemNotFound,
      [400, 'INVALID_IMAGE_KEY'],
      [409, 'ITEM_STATE'],
      [409, 'AFTER_SALE_OPEN'],
      [429, 'TOO_MANY_OPEN_AFTER_SALES'],
    ],
  }),
];

export const inspectionOperatorOperations = [
  op({
    method: 'GET',
    path: '/operator/purchase-order-items/:itemId/inspection',
    tag: 'operator',
    summary: "An item's inspection photos and measured weight",
    access: 'operator',
    tenant: false,
    response: 'OperatorItemInspection',
    errors: itemNotFound,
  }),
  op({
    method: 'PUT',
    path: '/operator/purchase-order-items/:itemId/inspection',
    tag: 'operator',
    summary: 'Set the measured weight of an item in the warehouse',
    access: 'operator',
    tenant: false,
    body: 'InspectionWeightRequest',
    response: 'OperatorItemInspection',
    fieldCodes: ['INVALID_NUMBER', 'TOO_SMALL', 'TOO_LARGE'],
    example: { weightGrams: 420 },
    errors: notInWarehouse,
  }),
  op({
    method: 'POST',
    path: '/operator/purchase-order-items/:itemId/inspection-photos',
    tag: 'operator',
    summary: 'Attach an inspection photo (the JPEG or PNG bytes as the body)',
    access: 'operator',
    tenant: false,
    bodyType: 'image',
    response: 'OperatorItemInspection',
    errors: [...notInWarehouse, [400, 'UPLOAD_TYPE_NOT_ALLOWED'], [409, 'TOO_MANY_PHOTOS'], [413, 'PAYLOAD_TOO_LARGE']],
  }),
  op({
    method: 'GET',
    path: '/operator/after-sales',
    tag: 'operator',
    summary: 'Return and exchange requests of every tenant, oldest first',
    access: 'operator',
    tenant: false,
    query: listQuery,
    response: 'OperatorAfterSaleList',
  }),
  op({
    method: 'GET',
    path: '/operator/after-sales/:id',
    tag: 'operator',
    summary: 'One return or exchange request with the version to decide',
    access: 'operator',
    tenant: false,
    response: 'OperatorAfterSaleRequest',
    errors: [[404, 'AFTER_SALE_NOT_FOUND']],
  }),
  op({
    method: 'POST',
    path: '/operator/after-sales/:id/approve',
    tag: 'operator',
    summary: 'Approve the reviewed version (a return is refunded once, under the tenant rule)',
    access: 'operator',
    tenant: false,
    body: 'AfterSaleDecisionRequest',
    response: 'OperatorAfterSaleRequest',
    fieldCodes: ['INVALID_VERSION'],
    example: { version: 1, note: 'The seller agreed' },
    errors: decideErrors,
  }),
  op({
    method: 'POST',
    path: '/operator/after-sales/:id/reject',
    tag: 'operator',
    summary: 'Reject the reviewed version of a request',
    access: 'operator',
    tenant: false,
    body: 'AfterSaleDecisionRequest',
    response: 'OperatorAfterSaleRequest',
    fieldCodes: ['INVALID_VERSION'],
    example: { version: 1, note: 'The seller refuses returns of opened goods' },
    errors: decideErrors,
  }),
  op({
    method: 'PUT',
    path: '/operator/return-policy',
    tag: 'operator',
    summary: "What a tenant's approved returns refund besides the goods",
    access: 'operator',
    tenant: false,
    body: 'ReturnPolicy',
    response: 'ReturnPolicy',
    errors: [[404, 'TENANT_NOT_FOUND']],
    example: { tenantId: 't1', refundServiceFee: false, refundDomesticShipping: false },
  }),
];
