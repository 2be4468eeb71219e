import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

interface StoredMail {
  to: string;
  subject: string;
  text?: string;
  links: string[];
  date: string;
}

async function readOutbox(): Promise<StoredMail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through e2e/playwright.config.ts');
  const directory = path.join(dataDir, 'mail');
  const names = await readdir(directory).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(directory, name), 'utf8')) as StoredMail),
  );
  return mails.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The newest link in mail to `to` whose URL contains `linkPart`, waiting for the API to write it
 * (the API writes mail as JSON files under DATA_DIR/mail when no SMTP server is configured).
 */
export async function waitForMailLink(to: string, linkPart: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const links = (await readOutbox())
      .filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
      .flatMap((mail) => mail.links)
      .filter((link) => link.includes(linkPart));
    const newest = links.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a link containing "${linkPart}" within ${timeoutMs} ms`);
}

/**
 * The first match of `pattern` (its first group) in the newest mail to `to` whose text has it, waiting
 * for the API to write it: an admin's sign-in code, which a mail carries as text, not as a link.
 */
export async function waitForMailText(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readOutbox())
      .filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
      .map((mail) => pattern.exec(mail.text ?? '')?.[1])
      .filter((match): match is string => match !== undefined)
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with text matching ${pattern} within ${timeoutMs} ms`);
}

/** A six-digit sign-in code, as the admin's one-time code mail carries it. */
export const OTP = /\b(\d{6})\b/;

/** The newest match in mail to `to` now, or null: what a later mail must differ from. */
export async function latestMailText(to: string, pattern: RegExp): Promise<string | null> {
  return waitForMailText(to, pattern, 1).catch(() => null);
}

/**
 * The newest match in mail to `to` once it differs from `before` (`latestMailText` taken before the
 * mail was asked for): earlier journeys mailed the same address, and their code is not the new one.
 */
export async function waitForNewMailText(
  to: string,
  pattern: RegExp,
  before: string | null,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await waitForMailText(to, pattern, Math.max(1, deadline - Date.now())).catch(() => null);
    if (found !== null && found !== before) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No new mail to ${to} with text matching ${pattern} within ${timeoutMs} ms`);
}
