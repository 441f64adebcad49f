// The whole database as Kysely sees it: one interface per module (`modules/<name>/tables.ts`), joined here.
// To add your module's tables: export `interface XxxTables { table_name: XxxTable }` from your tables.ts,
// import it below and add it to the `extends` list (one line each, keep the list sorted by migration number).
import type { AccountTables } from '../modules/account/tables';
import type { AddressTables } from '../modules/addresses/tables';
import type { CartTables } from '../modules/cart/tables';
import type { ContentTables } from '../modules/content/tables';
import type { DepositTables } from '../modules/deposits/tables';
import type { EventTables } from '../modules/events/tables';
import type { FeedbackTables } from '../modules/feedback/tables';
import type { ImportTables } from '../modules/imports/tables';
import type { InspectionTables } from '../modules/inspection/tables';
import type { MailTables } from '../modules/mail/tables';
import type { NotificationTables } from '../modules/notifications/tables';
import type { OrderTables } from '../modules/orders/tables';
import type { ParcelTables } from '../modules/parcels/tables';
import type { PaymentTables } from '../modules/payments/tables';
import type { CatalogueTables } from '../modules/product/tables';
import type { ReferenceTables } from '../modules/reference/tables';
import type { RefundTables } from '../modules/refunds/tables';
import type { TenantTables } from '../modules/tenant/tables';
import type { TransitTables } from '../modules/transit/tables';
import type { UploadTables } from '../modules/upload/tables';
import type { UserTables } from '../modules/user/tables';
import type { Timestamp } from './types';

export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: Timestamp;
}

export interface CoreTables {
  schema_migrations: SchemaMigrationsTable;
}

export interface Database
  extends
    CoreTables,
    TenantTables, // 001
    ReferenceTables, // 002
    UserTables, // 003-004, 006-007
    UploadTables, // 008
    MailTables, // 005
    ContentTables, // 010-013
    NotificationTables, // 014
    CartTables, // 015
    CatalogueTables, // 020-024
    AccountTables, // 030
    PaymentTables, // 030
    RefundTables, // 030
    OrderTables, // 031
    DepositTables, // 032
    ParcelTables, // 040
    AddressTables, // 041
    TransitTables, // 043
    FeedbackTables, // 044
    ImportTables, // 055
    InspectionTables, // 057
    EventTables {} // 060
