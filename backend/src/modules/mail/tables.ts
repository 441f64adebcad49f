import type { Timestamp } from '../../db/types';

export interface MailOutboxTable {
  id: string;
  tenant_id: string | null;
  to_email: string;
  subject: string;
  body_text: string;
  code: string | null;
  transport: 'outbox' | 'smtp';
  created_at: Timestamp;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
