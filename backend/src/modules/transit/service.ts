// Transit orders of a shopper: create from their in-stock parcels, read, pay, confirm receipt, close before
// payment; and the operator's one-step advance. Every move is a state-guarded update inside a transaction; a
// parcel is taken only while it is IN_STOCK (row-locked), so it is in at most one open order.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { TransitDestination, TransitOrder, TransitOrderList, TransitOrderStatus } from '../../../../contract';
import { jsonb, type Db } from '../../db';
import { AppError, validationError } from '../../http/errors';
import { refuseParcelsAwaitingAfterSale } from '../inspection/openRequests';
import { businessNo, lockAccount } from '../account/ledger';
import { recordStatusChange } from '../events/record';
import { findAddress } from '../addresses/service';
import { notifyUser } from '../notifications/service';
import { parcelNotFound } from '../parcels/service';
import { cancelPayment, settlePayments } from '../payments/service';
import { toTenantWarehouse } from '../reference/service';
import { toFen } from '../account/money';
import { tariffOf, type TransitLineRow } from '../shipping/estimate';
import { shippingNotices, type Notice } from '../shipping/notices';
import { amountDueFen, transitOrderState, type TransitOrderRow } from './model';
import { lineNamed, priceShipment } from './quote';
import { listOrders, orderById, orderDetail, ownedOrder, type TransitOwner } from './queries';
import {
  completeOrder,
  deliverOrder,
  ordersTrialPacking,
  packOrder,
  recordEvent,
  shipOrder,
  type Measured,
  type ShipInput,
} from './steps';
import { priceServices, serviceTermsOf } from './servicePricing';
import type { TariffSnapshot } from './tables';
import type { CreateInput } from './validation';

/** Told about every state an order enters (the fulfilment worker schedules the next step from it). */
export type OrderMoved = (order: TransitOrderRow) => Promise<void> | void;

/** The notification of the state the order just entered (none for other states). */
function noticeFor(o: TransitOrderRow): Notice | null {
  const texts = shippingNotices;
  if (o.status === 'AWAITING_PAYMENT') {
    return ordersTrialPacking(o)
      ? texts.trialPacked(o.order_no, o.chargeable_grams ?? 0, amountDueFen(o))
      : texts.weighed(o.order_no, o.chargeable_grams ?? 0, amountDueFen(o));
  }
  if (o.status === 'SHIPPED') return texts.shipped(o.order_no, o.carrier ?? '', o.tracking_no ?? '');
  if (o.status === 'DELIVERED')
    return o.pickup_point ? texts.readyForPickup(o.order_no, o.pickup_point.name) : texts.delivered(o.order_no);
  return null;
}

function snapshot(line: TransitLineRow): TariffSnapshot {
  const t = tariffOf(line);
  return {
    ...t,
    countries: [...t.countries],
    deliveryDays: { min: line.delivery_days_min, max: line.delivery_days_max },
  };
}

export class TransitService {
  constructor(
    private readonly db: Db,
    private readonly onMoved: OrderMoved = () => undefined,
  ) {}

  list(owner: TransitOwner, query: Parameters<typeof listOrders>[2]): Promise<TransitOrderList> {
    return listOrders(this.db, owner, query);
  }

  async get(owner: TransitOwner, id: string): Promise<TransitOrder> {
    return orderDetail(this.db, await ownedOrder(this.db, owner, id));
  }

  async create(owner: TransitOwner, input: CreateInput): Promise<TransitOrder> {
    const line = await lineNamed(this.db, owner.tenantId, input.transitOptionName);
    const terms = await serviceTermsOf(this.db, owner.tenantId);
    const declaredFen = toFen(input.declaredValue);

    let destination: TransitDestination | null = null;
    let pickup: ReturnType<typeof toTenantWarehouse> | null = null;
    let country: string;
    if (input.selfPickup) {
      if (!line.self_pickup_available) throw validationError({ selfPickup: 'NOT_AVAILABLE_ON_LINE' });
      let q = this.db
        .selectFrom('tenant_warehouses')
        .selectAll()
        .where('tenant_id', '=', owner.tenantId)
        .where('region', '=', 'LOCAL');
      q = input.pickupWarehouseId ? q.where('id', '=', input.pickupWarehouseId) : q.orderBy('sort_order').orderBy('id');
      const point = await q.executeTakeFirst();
      if (!point)
        throw new AppError(404, 'PICKUP_POINT_NOT_FOUND', 'This pickup point does not exist', {
          fields: { pickupWarehouseId: 'NOT_FOUND' },
        });
      pickup = toTenantWarehouse(point);
      country = point.country;
    } else {
      const address = await findAddress(this.db, owner, 'DELIVERY', input.userAddressId ?? '');
      if (!address)
        throw new AppError(404, 'ADDRESS_NOT_FOUND', 'This address does not exist', {
          fields: { userAddressId: 'NOT_FOUND' },
        });
      destination = {
        recipient: address.recipient,
        phone: address.phone,
        country: address.country,
        regionNames: address.region_names,
        city: address.city,
        street: address.street,
        postcode: address.postcode,
      };
      country = address.country;
    }

    const created = await this.db.transaction().execute(async (trx) => {
      const parcels = await trx
        .selectFrom('purchase_parcels')
        .select(['id', 'parcel_no', 'status', 'weight_grams', 'length_cm', 'width_cm', 'height_cm', 'arrived_at'])
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .where('id', 'in', input.purchaseParcelIds)
        .orderBy('arrived_at')
        .orderBy('id')
        .forUpdate()
        .execute();
      const found = new Set(parcels.map((p) => p.id));
      const missing = input.purchaseParcelIds.find((id) => !found.has(id));
      if (missing) throw parcelNotFound(missing);
      const taken = parcels.find((p) => p.status !== 'IN_STOCK');
      if (taken) {
        throw new AppError(409, 'PARCEL_NOT_AVAILABLE', 'A parcel is already in another transit order or has left', {
          detail: taken.parcel_no,
          fields: { purchaseParcelIds: taken.id, status: taken.status },
        });
      }
      await refuseParcelsAwaitingAfterSale(trx, owner, parcels);
      const shipment = priceShipment(
        line,
        parcels.map((p) => ({
          weightGrams: p.weight_grams,
          lengthCm: p.length_cm,
          widthCm: p.width_cm,
          heightCm: p.height_cm,
        })),
        country,
      );
      const fees = priceServices(terms, input.services, declaredFen, parcels.length);
      const id = crypto.randomUUID();
      const parcelIds = parcels.map((p) => p.id);
      await trx
        .insertInto('transit_orders')
        .values({
          id,
          tenant_id: owner.tenantId,
          user_id: owner.userId,
          order_no: businessNo('TR'),
          transit_option_name: line.name,
          tariff: jsonb(snapshot(line)),
          parcel_ids: jsonb(parcelIds),
          country,
          self_pickup: input.selfPickup,
          address_id: input.selfPickup ? null : (input.userAddressId ?? null),
          destination: destination ? jsonb(destination) : null,
          pickup_warehouse_id: pickup?.id ?? null,
          pickup_point: pickup ? jsonb(pickup) : null,
          local_express_company: input.localExpressCompanyName,
          remark: input.remark,
          estimated_actual_grams: shipment.weights.actualGrams,
          estimated_volumetric_grams: shipment.weights.volumetricGrams,
          estimated_chargeable_grams: shipment.weights.chargeableGrams,
          estimated_fee_fen: shipment.fee.totalFen,
          declared_value_fen: declaredFen,
          insurance_fee_fen: fees.insuranceFen,
          reinforced_packing_fee_fen: fees.reinforcedPackingFen,
          trial_packing_fee_fen: fees.trialPackingFen,
        })
        .execute();
      const held = await trx
        .updateTable('purchase_parcels')
        .set({ status: 'IN_TRANSIT_ORDER', transit_order_id: id, updated_at: sql<Date>`now()` })
        .where('id', 'in', parcelIds)
        .where('status', '=', 'IN_STOCK')
        .executeTakeFirst();
      if (Number(held.numUpdatedRows) !== parcelIds.length) throw new Error('parcels changed under their row lock');
      await recordStatusChange(trx, 'PARCEL', parcelIds, 'IN_TRANSIT_ORDER');
      await recordEvent(trx, id, 'PACKING', {
        key: 'transitPacking',
        params: { parcels: parcelIds.length, line: line.name },
      });
      return orderById(trx, id);
    });
    await this.onMoved(created);
    return orderDetail(this.db, created);
  }

  /** Pays the order's TRANSIT payment: the same settlement as /front/payments/{paymentNo}/pay and batch-pay. */
  async pay(owner: TransitOwner, id: string, payPassword: string): Promise<TransitOrder> {
    const order = await ownedOrder(this.db, owner, id);
    if (order.status !== 'AWAITING_PAYMENT' || !order.payment_no)
      throw transitOrderState(order.status, 'This transit order is not waiting for payment');
    await settlePayments(this.db, owner, [order.payment_no], { kind: 'PAY_PASSWORD', payPassword }).catch(
      async (error: unknown) => {
        // Closed or paid between the check above and the payment: answer in the order's terms.
        if (error instanceof AppError && (error.code === 'PAYMENT_CANCELLED' || error.code === 'ALREADY_PAID')) {
          throw transitOrderState(
            (await ownedOrder(this.db, owner, id)).status,
            'This transit order is not waiting for payment',
          );
        }
        throw error;
      },
    );
    return this.get(owner, id);
  }

  async complete(owner: TransitOwner, id: string): Promise<TransitOrder> {
    await this.db.transaction().execute(async (trx) => completeOrder(trx, await ownedOrder(trx, owner, id, true)));
    return this.get(owner, id);
  }

  /** Closes an order before payment: its payment is cancelled and its parcels go back to stock. */
  async close(owner: TransitOwner, id: string): Promise<TransitOrder> {
    await this.db.transaction().execute(async (trx) => {
      // Lock order as in paying: the account first, then the order, so a payment and a close queue up.
      await lockAccount(trx, owner);
      const order = await ownedOrder(trx, owner, id, true);
      if (order.status !== 'PACKING' && order.status !== 'AWAITING_PAYMENT')
        throw transitOrderState(order.status, 'Only an unpaid transit order can be closed');
      if (order.payment_no && !(await cancelPayment(trx, owner, order.payment_no)))
        throw transitOrderState(order.status);
      await trx
        .updateTable('transit_orders')
        .set({ status: 'CLOSED', closed_at: sql<Date>`now()`, next_step_at: null, updated_at: sql<Date>`now()` })
        .where('id', '=', order.id)
        .where('status', '=', order.status)
        .execute();
      const released = await trx
        .updateTable('purchase_parcels')
        .set({ status: 'IN_STOCK', transit_order_id: null, updated_at: sql<Date>`now()` })
        .where('transit_order_id', '=', order.id)
        .where('status', '=', 'IN_TRANSIT_ORDER')
        .returning('id')
        .execute();
      await recordStatusChange(
        trx,
        'PARCEL',
        released.map((p) => p.id),
        'IN_STOCK',
      );
      await recordEvent(trx, order.id, 'CLOSED', { key: 'transitClosedByYou' });
    });
    return this.get(owner, id);
  }

  /**
   * The warehouse's trial packing: the packed box of an order with trial packing, as measured, reprices its
   * shipping and raises the payment of the exact fee (PACKING → AWAITING_PAYMENT). An order without the service
   * answers 409 TRIAL_PACKING_NOT_ORDERED, another state 409 TRANSIT_ORDER_STATE.
   */
  trialPack(id: string, measured: Required<Measured>): Promise<TransitOrder> {
    return this.advance(id, measured, 'PACKING', true);
  }

  /** One step forward by the operator or the fulfilment worker; other states answer 409 with the current one. */
  async advance(
    id: string,
    input: Measured & ShipInput = {},
    expected?: TransitOrderStatus,
    trialPacking = false,
  ): Promise<TransitOrder> {
    const moved = await this.db.transaction().execute(async (trx) => {
      const order = await orderById(trx, id, true);
      if (trialPacking && !ordersTrialPacking(order)) {
        throw new AppError(
          409,
          'TRIAL_PACKING_NOT_ORDERED',
          'The shopper did not order trial packing for this transit order',
          { detail: order.status },
        );
      }
      if (expected && order.status !== expected) throw transitOrderState(order.status);
      if (order.status === 'PACKING') await packOrder(trx, order, input);
      else if (order.status === 'PAID') await shipOrder(trx, order, input);
      else if (order.status === 'SHIPPED') await deliverOrder(trx, order);
      else
        throw transitOrderState(
          order.status,
          order.status === 'AWAITING_PAYMENT'
            ? 'The shopper has not paid yet'
            : 'The transit order has no further step',
        );
      const now = await orderById(trx, id);
      const notice = noticeFor(now);
      if (notice) await notifyUser(trx, { tenantId: now.tenant_id, userId: now.user_id, ...notice });
      return now;
    });
    await this.onMoved(moved);
    return orderDetail(this.db, moved);
  }
}
