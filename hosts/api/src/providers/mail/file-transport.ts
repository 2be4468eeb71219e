import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailTransport, OutgoingMail } from './mail-message.ts';

/**
 * Development delivery without an SMTP server: each message becomes a JSON file in `directory`, and its
 * links are printed, so a developer can click the verification or reset link from the terminal.
 */
export function createFileTransport(
  directory: string,
  print: (line: string) => void = console.log,
): MailTransport {
  return {
    kind: 'file',
    async deliver(mail: OutgoingMail) {
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(directory, `${stamp}-${randomBytes(3).toString('hex')}.json`);
      await writeFile(file, `${JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2)}\n`);
      const links = mail.links.length > 0 ? `\n  ${mail.links.join('\n  ')}` : '';
      print(`Mail to ${mail.to}: "${mail.subject}" (${file})${links}`);
    },
  };
}
