import { Fragment } from 'react';
import { splitLinks } from './split-links.ts';

/**
 * A message's text as typed: React escapes it (never HTML), line breaks kept by CSS, and web addresses
 * shown as links that open only when clicked, in a new tab, telling the site nothing (no opener, no
 * referrer) and vouching for nothing (nofollow). Nothing is fetched or previewed from them.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="sr-chat__text">
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="sr-chat__link"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
