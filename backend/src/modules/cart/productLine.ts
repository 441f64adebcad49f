// The product part of a cart line and of a purchase order item: the same columns, shown the same way.
import type { CartItem, ProductPlatform } from '../../../../contract';
import { toCny } from '../account/money';

export interface ProductLineRow {
  id: string;
  product_url: string;
  product_id: string;
  platform: ProductPlatform;
  title: string;
  image: string;
  /** '' when the product has no variants. */
  sku_id: string;
  sku_label: string;
  quantity: number;
  unit_price_fen: number;
  message: string;
}

export type ProductLine = Pick<
  CartItem,
  | 'id'
  | 'productUrl'
  | 'productId'
  | 'platform'
  | 'title'
  | 'image'
  | 'productSkuId'
  | 'skuLabel'
  | 'quantity'
  | 'price'
  | 'message'
> & { amount: number };

export function toProductLine(row: ProductLineRow): ProductLine {
  return {
    id: row.id,
    productUrl: row.product_url,
    productId: row.product_id,
    platform: row.platform,
    title: row.title,
    image: row.image,
    productSkuId: row.sku_id === '' ? null : row.sku_id,
    skuLabel: row.sku_label,
    quantity: row.quantity,
    price: toCny(row.unit_price_fen),
    amount: toCny(row.unit_price_fen * row.quantity),
    message: row.message,
  };
}
