import { designAiRequestPath } from '@showroom/contract';
import { AI_ROOM_TYPE_LABELS, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { dollars } from '@showroom/contract/money';
import { formatDate, formatUsd } from '@showroom/core/format';
import { Button, StyleSheet } from '@showroom/ui';
import { usePagedList } from '@showroom/ui/pagination';
import { loadDesignRequests } from '../../api/design-ai-calls.ts';
import { AiLink } from '../navigation/ai-link.tsx';
import css from './past-designs.css?inline';

/**
 * The AI user's past requests, newest first, each with its three designs' titles and totals and a link
 * to see them again (`/design-ai?request=…`). `version` changes after a new request, to list it.
 */
export function PastDesigns({ version }: { version: number }) {
  const list = usePagedList(`requests-${version}`, async (page, signal) => {
    const body = await loadDesignRequests(page, signal);
    return body.data;
  });
  return (
    <section className="sr-ai-past" aria-labelledby="sr-ai-past-title">
      <StyleSheet name="sr-ai-past" css={css} />
      <h2 id="sr-ai-past-title">{T.pastTitle}</h2>
      {list.status === 'ready' && list.items.length === 0 && <p className="sr-ai__muted">{T.pastEmpty}</p>}
      {list.items.length > 0 && (
        <ul className="sr-ai-past__list">
          {list.items.map((request) => (
            <li key={request.id} className="sr-ai-past__item">
              <AiLink to={designAiRequestPath(request.id)} className="sr-ai-past__link">
                {T.requestLine(AI_ROOM_TYPE_LABELS[request.room_type], request.width_ft, request.length_ft)} ·{' '}
                {formatUsd(dollars(request.budget_cents))}
              </AiLink>
              <span className="sr-ai__muted"> · {formatDate(request.created_at)}</span>
              <ul className="sr-ai-past__designs">
                {request.designs.map((design) => (
                  <li key={design.id}>
                    {design.title}: {formatUsd(dollars(design.total_cents))}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {list.status === 'loading' && <p role="status">{T.loading}</p>}
      {list.status === 'error' && (
        <p role="alert" className="sr-ai__error">
          {T.pastLoadFailed} <Button onClick={list.retry}>{T.tryAgain}</Button>
        </p>
      )}
      {list.status === 'ready' && list.items.length < list.total && (
        <Button variant="secondary" onClick={list.more}>
          {T.moreDesigns}
        </Button>
      )}
    </section>
  );
}
