import { join } from 'node:path';
import { IN_MEMORY_DATA_DIR } from '../../config.ts';
import { createFileTransport } from './file-transport.ts';
import { Mailer } from './mailer.ts';
import { createMemoryTransport } from './memory-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export interface MailerConfig {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  dataDir?: string | undefined;
}

export const DEFAULT_MAIL_FROM = 'Showroom <no-reply@showroom.test>';

/** SMTP when configured; otherwise files under `${dataDir}/mail/`; with no data folder, an in-memory outbox. */
export function createMailer(config: MailerConfig): Mailer {
  const from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  if (config.smtpUrl) return new Mailer(createSmtpTransport(config.smtpUrl), from);
  if (config.dataDir && config.dataDir !== IN_MEMORY_DATA_DIR) {
    return new Mailer(createFileTransport(join(config.dataDir, 'mail')), from);
  }
  return new Mailer(createMemoryTransport(), from);
}
