// The cart table (migrations 015 and 051), as Kysely sees it. Money in integer fen.
import type { ColumnType, Generated } from 'kysely';
import type { ProductPlatform } from '../../../../contract';
import type { Timestamp } from '../../db/types';

export interface CartItemsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  platform: ProductPlatform;
  product_id: string;
  product_url: string;
  /** '' when the product has no variants. */
  sku_id: ColumnType<string, string | undefined, string>;
  quantity: number;
  min_quantity: ColumnType<number, number | undefined, number>;
  unit_price_fen: number;
  message: ColumnType<string, string | undefined, string>;
  title: string;
  image: ColumnType<string, string | undefined, string>;
  sku_label: ColumnType<string, string | undefined, string>;
  shop_id: string;
  shop_name: string;
  available: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Insertion order (a bigint, as a string): lines list by it. */
  added_seq: Generated<string>;
}

export interface CartTables {
  cart_items: CartItemsTable;
}
