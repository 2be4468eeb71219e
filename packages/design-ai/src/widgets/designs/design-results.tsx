import { AI_ROOM_TYPE_LABELS, type AiDesignResult, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { StyleSheet } from '@showroom/ui';
import { DesignCard } from './design-card.tsx';
import css from './designs.css?inline';

/** A request's three designs side by side (stacked on a phone), with what the generator did, honestly. */
export function DesignResults({ result }: { result: AiDesignResult }) {
  const { request } = result;
  const marked =
    request.photo && request.photo_surfaces.length > 0
      ? { photo: request.photo, surfaces: request.photo_surfaces }
      : null;
  // The photo the designs were laid into was removed by its owner: say so where it was.
  const photoGone = request.photo_removed && request.photo_surfaces.length > 0;
  return (
    <section className="sr-ai-results" aria-labelledby="sr-ai-results-title">
      <StyleSheet name="sr-ai-designs" css={css} />
      <h2 id="sr-ai-results-title">{T.resultsTitle}</h2>
      <p className="sr-ai__muted">
        {T.requestLine(AI_ROOM_TYPE_LABELS[request.room_type], request.width_ft, request.length_ft)}.{' '}
        {request.note}
      </p>
      {request.photo_removed && <p className="sr-ai__muted">{T.photoGoneNote}</p>}
      <div className="sr-ai-results__grid">
        {result.designs.map((design) => (
          <DesignCard
            key={design.id}
            design={design}
            budgetCents={request.budget_cents}
            marked={marked}
            photoGone={photoGone}
          />
        ))}
      </div>
    </section>
  );
}
