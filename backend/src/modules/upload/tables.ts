import type { Timestamp } from '../../db/types';

/** 008: one row per stored upload (upload/ledger.ts). */
export interface UploadedFilesTable {
  key: string;
  tenant_id: string;
  folder: string;
  owner_user_id: string | null;
  bytes: number;
  policy_hash: string;
  created_at: Timestamp;
}

export interface UploadTables {
  uploaded_files: UploadedFilesTable;
}
