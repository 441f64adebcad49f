// Import rules per destination (migration 055).
import type { Timestamp } from '../../db/types';

export interface ImportRulesTable {
  id: string;
  tenant_id: string;
  country: string;
  /** A date column: written as 'YYYY-MM-DD', read back through to_char (never as a local-time Date). */
  effective_from: string;
  duty_rate_bp: number;
  fixed_fee_fen: number;
  duty_free_threshold_fen: number | null;
  note: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ImportTables {
  import_rules: ImportRulesTable;
}
