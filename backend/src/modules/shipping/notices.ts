// The notifications of the shipping area, as messages (locales/<lng>/messages.json `notice.<key>`) that each reader
// reads in their own language. Order numbers, carriers and tracking numbers are inserted as they are; weights,
// fees and days are stored as facts and formatted for the reader.
import type { NoticeMessage } from '../../../../contract';
import { cnyParam, gramsParam } from '../messages/params';

export interface Notice {
  message: NoticeMessage;
}

const notice = (key: string, params: NoticeMessage['params']): Notice => ({ message: { key, params } });

export const shippingNotices = {
  weighed: (orderNo: string, chargeableGrams: number, feeFen: number) =>
    notice('transitWeighed', { orderNo, weight: gramsParam(chargeableGrams), fee: cnyParam(feeFen) }),
  /** The box was packed and measured before payment (trial packing): the fee to pay is exact. */
  trialPacked: (orderNo: string, chargeableGrams: number, amountFen: number) =>
    notice('transitTrialPacked', { orderNo, weight: gramsParam(chargeableGrams), fee: cnyParam(amountFen) }),
  shipped: (orderNo: string, carrier: string, trackingNo: string) =>
    notice('transitShipped', { orderNo, carrier, trackingNo }),
  delivered: (orderNo: string) => notice('transitDelivered', { orderNo }),
  readyForPickup: (orderNo: string, point: string) => notice('transitReadyForPickup', { orderNo, point }),
  /** `until` is the last free day, YYYY-MM-DD. */
  parcelArrived: (trackingNo: string, warehouse: string, grams: number, until: string) =>
    notice('parcelArrived', { trackingNo, warehouse, weight: gramsParam(grams), until: { date: until } }),
  /** The staff's reply is shown as written (its first 200 characters). */
  feedbackReply: (reply: string) => notice('feedbackReply', { reply: reply.slice(0, 200) }),
};
