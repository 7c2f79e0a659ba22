import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../http/clock';
import type { Config } from '../config';
import type { Queryable } from '../db/index';

/** One plain-text e-mail. */
export interface MailMessage {
  /** Recipient address. */
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; the account flows depend on this, never on a transport. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS). Time-outs stay
 * under the client's 20-second limit for the code request, so a dead server is reported, not waited on.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(url: string, private readonly from: string) {
    this.transport = nodemailer.createTransport({ url, connectionTimeout: 8_000, greetingTimeout: 5_000, socketTimeout: 10_000 });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}

/**
 * Keeps mail in the mail_outbox table and writes it to the log, so the flows work without a mail server
 * (DESIGN.md §8); in demo mode the demo mailbox shows it.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.query('INSERT INTO mail_outbox (to_address, subject, body, create_time) VALUES ($1, $2, $3, $4)', [
      message.to,
      message.subject,
      message.text,
      this.clock.now(),
    ]);
    this.log.info({ mail: message }, 'mail kept in the outbox (SMTP_URL is not set)');
  }
}

/** SMTP when SMTP_URL is set, otherwise the outbox. */
export function createMailer(config: Config, db: Queryable, log: FastifyBaseLogger, clock: Clock): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db, log, clock);
}
