// Shipping home: estimates, parcels in the warehouse, transit orders, and feedback to the tenant.
import { listQuery as feedbackListQuery } from '../../modules/feedback/validation';
import { op } from '../operation';

const transitNotFound: Array<[number, string]> = [[404, 'TRANSIT_ORDER_NOT_FOUND']];

export const shippingOperations = [
  op({ method: 'GET', path: '/front/transit-options/estimate', tag: 'shipping', summary: 'Cost to the door per shipping line', access: 'public', query: 'ShippingEstimateQuery', response: 'ShippingEstimate',
    fieldCodes: ['INVALID_NUMBER', 'TOO_SMALL', 'TOO_LARGE'] }),
  op({ method: 'POST', path: '/front/transit-options/door-cost', tag: 'shipping', summary: 'Cost to the door of goods not bought yet, on the cheapest line (with the landed cost when every variant is chosen)',
    access: 'public', body: 'DoorCostRequest', response: 'DoorCost', fieldCodes: ['INVALID_PLATFORM', 'INVALID_NUMBER', 'TOO_SMALL', 'TOO_LARGE', 'TOO_MANY'],
    example: { country: 'PT', items: [{ platform: 'Taobao', productId: '1', productSkuId: null, quantity: 2 }] } }),
  op({ method: 'POST', path: '/front/transit-options/consolidation', tag: 'shipping', summary: "The cheapest grouping of the shopper's parcels into boxes and lines, with the saving against shipping each alone",
    access: 'session', body: 'ConsolidationRequest', response: 'ConsolidationAdvice', fieldCodes: ['REQUIRED', 'TOO_MANY', 'DUPLICATE_PARCEL', 'INVALID_COUNTRY'],
    example: { purchaseParcelIds: ['p1', 'p2'], country: 'US' },
    errors: [[404, 'PARCEL_NOT_FOUND'], [409, 'PARCEL_NOT_AVAILABLE'], [409, 'NO_LINE_TO_COUNTRY'], [409, 'NO_LINE_FOR_PARCEL']] }),
  op({ method: 'GET', path: '/front/purchase-parcels/stock-in-parcels', tag: 'shipping', summary: "The shopper's parcels in the warehouse", access: 'session', query: 'StockInParcelQuery', response: { pageOf: 'StockInParcel' } }),
  op({ method: 'GET', path: '/front/transit-services', tag: 'shipping', summary: 'Services the site offers on transit orders and their prices', access: 'public', response: 'TransitServiceOffer' }),
  op({ method: 'POST', path: '/front/transit-orders/quote', tag: 'shipping', summary: 'What shipping these parcels would cost to the door: shipping, services, import charges',
    access: 'session', body: 'TransitQuoteRequest', response: 'TransitQuote',
    example: { purchaseParcelIds: ['p1', 'p2'], transitOptionName: 'EMS', country: 'US', declaredValue: 350, services: ['INSURANCE'] },
    fieldCodes: ['INVALID_NUMBER', 'TOO_SMALL', 'TOO_LARGE', 'INVALID_AMOUNT', 'INVALID_SERVICE', 'DUPLICATE_SERVICE', 'REQUIRED_FOR_INSURANCE'],
    errors: [[404, 'PARCEL_NOT_FOUND'], [404, 'TRANSIT_OPTION_NOT_FOUND'], [409, 'COUNTRY_NOT_SERVED'], [409, 'TOO_HEAVY'], [409, 'OVERSIZE'], [409, 'SERVICE_NOT_OFFERED']] }),
  op({ method: 'POST', path: '/front/transit-orders', tag: 'shipping', summary: 'Ship parcels home', access: 'session', body: 'CreateTransitOrderRequest', response: 'TransitOrder',
    example: { purchaseParcelIds: ['p1', 'p2'], transitOptionName: 'EMS', userAddressId: 'a1', selfPickup: false, declaredValue: 350, services: ['INSURANCE'] },
    fieldCodes: ['INVALID_NUMBER', 'TOO_SMALL', 'TOO_LARGE', 'INVALID_AMOUNT', 'INVALID_SERVICE', 'DUPLICATE_SERVICE', 'REQUIRED_FOR_INSURANCE'],
    errors: [[404, 'ADDRESS_NOT_FOUND'], [404, 'TRANSIT_OPTION_NOT_FOUND'], [404, 'PICKUP_POINT_NOT_FOUND'], [409, 'PARCEL_NOT_AVAILABLE'], [409, 'PARCEL_AFTER_SALE_OPEN'],
      [409, 'COUNTRY_NOT_SERVED'], [409, 'TOO_HEAVY'], [409, 'OVERSIZE'], [409, 'SERVICE_NOT_OFFERED']] }),
  op({ method: 'GET', path: '/front/transit-orders', tag: 'shipping', summary: "The shopper's transit orders", access: 'session', query: 'TransitOrderQuery', response: 'TransitOrderList' }),
  op({ method: 'GET', path: '/front/transit-orders/:id', tag: 'shipping', summary: 'One transit order', access: 'session', response: 'TransitOrder', errors: transitNotFound }),
  op({ method: 'POST', path: '/front/transit-orders/:id/pay', tag: 'shipping', summary: 'Pay a transit order from the balance', access: 'session', body: 'PayTransitOrderRequest', response: 'TransitOrder', example: { payPassword: '123456' },
    errors: [...transitNotFound, [409, 'TRANSIT_ORDER_STATE'], [409, 'INSUFFICIENT_BALANCE'], [400, 'PAY_PASSWORD_WRONG']] }),
  op({ method: 'POST', path: '/front/transit-orders/:id/complete', tag: 'shipping', summary: 'Confirm delivery', access: 'session', response: 'TransitOrder', errors: [...transitNotFound, [409, 'TRANSIT_ORDER_STATE']] }),
  op({ method: 'POST', path: '/front/transit-orders/:id/close', tag: 'shipping', summary: 'Close an unpaid transit order', access: 'session', response: 'TransitOrder', errors: [...transitNotFound, [409, 'TRANSIT_ORDER_STATE']] }),
  op({ method: 'GET', path: '/user-feedback', tag: 'feedback', summary: "The shopper's feedback threads", access: 'session', query: feedbackListQuery, response: { pageOf: 'UserFeedback' } }),
  op({ method: 'POST', path: '/user-feedback', tag: 'feedback', summary: 'Send feedback', access: 'session', body: 'CreateFeedbackRequest', response: 'UserFeedback', example: { type: 'SUGGESTION', content: 'Please add a size chart.' },
    errors: [[429, 'TOO_MANY_OPEN_FEEDBACK']] }),
];
