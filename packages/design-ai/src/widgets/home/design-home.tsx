import { AI_REQUEST_PARAM, designAiRequestPath } from '@showroom/contract';
import { type AiDesignResult, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { aiUser } from '@showroom/core/design-ai';
import { Button, StyleSheet, useIsLoggedIn, useResource } from '@showroom/ui';
import { useState } from 'react';
import { useStore } from 'zustand';
import { loadDesignRequest, loadStyleProfile } from '../../api/design-ai-calls.ts';
import { DesignForm } from '../design-form/design-form.tsx';
import { DesignResults } from '../designs/design-results.tsx';
import { queryOf, useAiPage } from '../navigation/ai-page.ts';
import { PastDesigns } from '../past-designs/past-designs.tsx';
import { ResendVerification } from '../welcome/resend-verification.tsx';
import css from './design-home.css?inline';

/** A positive id as written in the address, else null. */
const idOf = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/**
 * `/design-ai` for a signed-in AI user: what AI design does (honestly), the e-mail check while it is
 * pending, the design form, the designs just made or the request the address names
 * (`?request=…`), and the past requests.
 */
/** The result as the server now answers it when its photo was removed in this page (`photo_removed`). */
function withoutRemovedPhoto(result: AiDesignResult, removed: ReadonlySet<number>): AiDesignResult {
  const photo = result.request.photo;
  if (!photo || !removed.has(photo.id)) return result;
  return { ...result, request: { ...result.request, photo: null, photo_removed: true } };
}

export function DesignHome() {
  const page = useAiPage();
  const { user } = useStore(aiUser.store);
  const shopper = useIsLoggedIn();
  const [fresh, setFresh] = useState<AiDesignResult | null>(null);
  const [version, setVersion] = useState(0);
  // Photos removed from the form while their designs are shown: the designs say so at once.
  const [removedPhotos, setRemovedPhotos] = useState<ReadonlySet<number>>(new Set());
  const requested = fresh ? null : idOf(queryOf(page.path).get(AI_REQUEST_PARAM));
  const shown = useResource(requested ? `request-${requested}` : null, async (signal) => {
    const body = await loadDesignRequest(requested ?? 0, signal);
    return body.data;
  });
  // The homeowner's style profile: only with a shopping session (the AI account has none of its own).
  const profile = useResource(shopper ? 'style-profile' : null, (signal) => loadStyleProfile(signal));

  function onDesigned(result: AiDesignResult) {
    setFresh(result);
    setVersion((current) => current + 1);
    page.replace(designAiRequestPath(result.request.id));
  }

  if (!user) return null;
  const loaded = fresh ?? (shown.state.status === 'ready' ? shown.state.data : null);
  const result = loaded && withoutRemovedPhoto(loaded, removedPhotos);
  return (
    <div className="sr-ai-home">
      <StyleSheet name="sr-ai-home" css={css} />
      <section className="sr-ai-home__intro" aria-labelledby="sr-ai-home-title">
        <h1 id="sr-ai-home-title">{T.homeTitle}</h1>
        <p>{T.whatItDoes}</p>
        <p className="sr-ai__muted">{T.honestNote}</p>
      </section>
      {!user.email_verified && (
        <div className="sr-ai-home__verify" role="status">
          <p>{T.verifyBanner}</p>
          <ResendVerification />
        </div>
      )}
      {profile.state.status !== 'loading' && (
        <DesignForm
          credits={user.credits}
          profile={profile.state.status === 'ready' ? profile.state.data : null}
          onDesigned={onDesigned}
          onPhotoRemoved={(id) => setRemovedPhotos((current) => new Set(current).add(id))}
        />
      )}
      {shown.state.status === 'loading' && <p role="status">{T.loading}</p>}
      {shown.state.status === 'error' && (
        <p role="alert" className="sr-ai__error">
          {T.loadFailed} <Button onClick={shown.retry}>{T.tryAgain}</Button>
        </p>
      )}
      {result && <DesignResults result={result} />}
      <PastDesigns version={version} />
    </div>
  );
}
