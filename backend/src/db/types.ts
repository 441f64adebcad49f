// Column helpers shared by every module's tables.ts.
import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** timestamptz without a default. */
export type TimestampRequired = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as T; write through `jsonb(value)` from db/index.ts. */
export type Json<T> = ColumnType<T, T, T>;
export type { Generated };
