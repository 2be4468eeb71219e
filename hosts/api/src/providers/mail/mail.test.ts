import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer.ts';
import { createFileTransport } from './file-transport.ts';
import { Mailer } from './mailer.ts';
import { verificationMail } from './templates/verification-mail.ts';

const dir = mkdtempSync(join(tmpdir(), 'showroom-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const message = verificationMail({
  to: 'ada@example.test',
  firstName: '<Ada>',
  appName: 'Showroom',
  supportEmail: 'support@showroom.test',
  link: 'http://platform.test/showroom/verify/abc?x=1&y=2',
  validHours: 24,
});

describe('mail', () => {
  it('writes each message as JSON with its links and prints the links', async () => {
    const printed: string[] = [];
    const mailer = new Mailer(
      createFileTransport(join(dir, 'mail'), (line) => printed.push(line)),
      'A <a@b.c>',
    );
    mailer.send(message);
    await mailer.settled();
    const [file] = readdirSync(join(dir, 'mail'));
    const stored = JSON.parse(readFileSync(join(dir, 'mail', file!), 'utf8'));
    expect(stored).toMatchObject({ from: 'A <a@b.c>', to: 'ada@example.test', links: [message.links[0]] });
    expect(printed.join('\n')).toContain(message.links[0]);
  });

  it('never shows a reader of the folder a mail file before it is whole', async () => {
    const folder = join(dir, 'watched');
    mkdirSync(folder);
    const partial: string[] = [];
    const watcher = watch(folder, (_event, name) => {
      if (!name?.endsWith('.json')) return;
      try {
        JSON.parse(readFileSync(join(folder, name), 'utf8'));
      } catch {
        partial.push(name);
      }
    });
    try {
      const transport = createFileTransport(folder, () => {});
      for (let i = 0; i < 20; i++) await transport.deliver({ ...message, from: 'A <a@b.c>' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      watcher.close();
    }
    expect(readdirSync(folder).filter((name) => name.endsWith('.json'))).toHaveLength(20);
    expect(partial).toEqual([]);
  });

  it('escapes user data in the HTML and keeps the plain text readable', () => {
    expect(message.html).toContain('Hi &lt;Ada&gt;,');
    expect(message.html).toContain('href="http://platform.test/showroom/verify/abc?x=1&amp;y=2"');
    expect(message.text).toContain('Hi <Ada>,');
    expect(message.text).toContain('24 hours');
  });

  it('picks SMTP, files or memory from the configuration', () => {
    expect(createMailer({ smtpUrl: 'smtp://localhost:2525' }).transport.kind).toBe('smtp');
    expect(createMailer({ dataDir: dir }).transport.kind).toBe('file');
    expect(createMailer({ dataDir: ':memory:' }).transport.kind).toBe('memory');
  });

  it('logs a failed delivery instead of failing the request', async () => {
    const errors: unknown[] = [];
    const mailer = new Mailer(
      { kind: 'memory', deliver: () => Promise.reject(new Error('SMTP down')) },
      'a@b.c',
    );
    // Only `error` is called; a whole pino logger would add nothing to the test.
    mailer.useLogger({ error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger);
    mailer.send(message);
    await mailer.settled();
    expect(errors).toHaveLength(1);
  });
});
