import { escapeHtml } from '../../../lib/html.ts';

/** What every message has: a greeting, a few short paragraphs, optionally a button or a code. */
export interface MailContent {
  appName: string;
  supportEmail: string;
  firstName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  closing: string;
}

/**
 * Renders the same content as plain text and as simple inline-styled HTML (mail clients ignore
 * stylesheets). Every value is escaped: names come from users.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  const greeting = content.firstName ? `Hi ${content.firstName},` : 'Hi,';
  const signature = `The ${content.appName} team`;
  const help = `Questions? Write to ${content.supportEmail}.`;

  const textParts = [greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  if (content.code) textParts.push(`Your code: ${content.code}`);
  textParts.push(content.closing, `${signature}\n${help}`);

  const p = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  // A paragraph's own line breaks (a list of items) stay line breaks in HTML.
  const htmlParts = [
    p(escapeHtml(greeting)),
    ...content.paragraphs.map((line) => p(escapeHtml(line).replace(/\n/g, '<br>'))),
  ];
  if (content.action) {
    const url = escapeHtml(content.action.url);
    htmlParts.push(
      p(
        `<a href="${url}" style="display:inline-block;padding:12px 20px;background:#15803d;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a>`,
      ),
      p(`Or paste this link into your browser:<br><a href="${url}">${url}</a>`),
    );
  }
  if (content.code) {
    htmlParts.push(
      p(
        `<strong style="font-size:28px;letter-spacing:6px;font-family:monospace">${escapeHtml(content.code)}</strong>`,
      ),
    );
  }
  htmlParts.push(p(escapeHtml(content.closing)), p(`${escapeHtml(signature)}<br>${escapeHtml(help)}`));

  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${htmlParts.join('')}</body></html>`;
  return { text: `${textParts.join('\n\n')}\n`, html };
}
