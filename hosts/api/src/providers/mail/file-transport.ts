import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
      // Written beside and renamed: whoever lists the folder (a journey waiting for a link) reads whole files only.
      await writeFile(
        `${file}.part`,
        `${JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2)}\n`,
      );
      await rename(`${file}.part`, file);
      const links = mail.links.length > 0 ? `\n  ${mail.links.join('\n  ')}` : '';
      print(`Mail to ${mail.to}: "${mail.subject}" (${file})${links}`);
    },
  };
}
