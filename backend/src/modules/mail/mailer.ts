// Outgoing mail. With SMTP_URL the mail goes out through nodemailer; without it the outbox table is the delivery
// channel (operators and tests read it via GET /operator/outbox). Either way every mail is recorded and logged;
// the one-time code is left out of the log and of the SMTP record in production.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';

export interface OutgoingMail {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  /** One-time code carried by the mail (recorded for the outbox; never logged in production). */
  code?: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

async function record(db: Db, mail: OutgoingMail, transport: 'outbox' | 'smtp', keepCode: boolean): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id: crypto.randomUUID(),
      tenant_id: mail.tenantId,
      to_email: mail.to.toLowerCase(),
      subject: mail.subject,
      body_text: mail.text,
      code: keepCode ? (mail.code ?? null) : null,
      transport,
    })
    .execute();
}

function logSent(log: Log, config: AppConfig, mail: OutgoingMail, transport: string): void {
  const entry: Record<string, unknown> = {
    mail: { to: mail.to, subject: config.production ? undefined : mail.subject, transport },
  };
  if (!config.production && mail.code) (entry.mail as Record<string, unknown>).code = mail.code;
  log.info(entry, 'mail sent');
}

export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly log: Log,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await record(this.db, mail, 'outbox', true);
    logSent(this.log, this.config, mail, this.transport);
  }
}

export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly log: Log,
    smtpUrl: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    await record(this.db, mail, 'smtp', !this.config.production);
    logSent(this.log, this.config, mail, this.transport);
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

export function createMailer(db: Db, config: AppConfig, log: Log): Mailer {
  return config.smtpUrl ? new SmtpMailer(db, config, log, config.smtpUrl) : new OutboxMailer(db, config, log);
}
