import type { MailTransport, OutgoingMail } from './mail-message.ts';

export interface MemoryTransport extends MailTransport {
  /** Every message delivered so far, oldest first. */
  readonly outbox: OutgoingMail[];
}

/** Keeps messages in memory: tests read `outbox`, and an in-memory database gets no files. */
export function createMemoryTransport(): MemoryTransport {
  const outbox: OutgoingMail[] = [];
  return {
    kind: 'memory',
    outbox,
    async deliver(mail) {
      outbox.push(mail);
    },
  };
}
