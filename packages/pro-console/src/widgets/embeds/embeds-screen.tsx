import { ROUTE_PATHS } from '@showroom/contract';
import { PRO_MESSAGES, type SiteOrigin, siteOriginOf } from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { FormStatus, TextField } from '@showroom/ui/form';
import { type FormEvent, useState } from 'react';
import {
  addSiteOrigin,
  loadEmbedHealth,
  loadProHome,
  loadSiteOrigins,
  removeSiteOrigin,
} from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { CopyButton } from '../console-home/copy-button.tsx';
import { EmbedHealthPanel } from './embed-health-panel.tsx';
import { headTag, STORE_SHORTCODE, STORE_SNIPPET } from './embed-snippet.ts';
import css from './embeds.css?inline';
import { SnippetBuilder } from './snippet-builder.tsx';

function OriginList({
  origins,
  onRemove,
}: {
  origins: readonly SiteOrigin[];
  onRemove: (origin: string) => void;
}) {
  if (origins.length === 0)
    return (
      <p className="sr-page-muted">No site yet: add the address of the site you will paste the tag into.</p>
    );
  return (
    <ul className="sr-console__origins" aria-label="Registered sites">
      {origins.map(({ origin }) => (
        <li key={origin}>
          <span>{origin}</span>
          <Button variant="secondary" onClick={() => onRemove(origin)} aria-label={`Remove ${origin}`}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/pro/embeds` (decision 0068; the screen the widgets' console line names): the sites whose pages
 * may run the pro's widgets, and the tag to paste. An origin is taken as the console line prints it
 * or as a page's whole address; the server keeps only its origin.
 */
export function EmbedsScreen() {
  const {
    state: origins,
    retry,
    update,
  } = useResource('pro-site-origins', async (signal) => (await loadSiteOrigins(signal)).data.data);
  const { state: home } = useResource('pro-home', async (signal) => (await loadProHome(signal)).data);
  const health = useResource('pro-embed-health', async (signal) => (await loadEmbedHealth(signal)).data.data);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Registers a site; true when it was. Embed health is read again: the site is registered now. */
  async function register(origin: string): Promise<boolean> {
    try {
      const answer = await addSiteOrigin(origin);
      update(() => answer.data.data);
      health.retry();
      notify.success(answer.message || PRO_MESSAGES.originAdded);
      return true;
    } catch {
      // The API client showed the server's message.
      return false;
    }
  }

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    if (siteOriginOf(draft) === null) {
      setError(PRO_MESSAGES.originInvalid);
      return;
    }
    setBusy(true);
    if (await register(draft)) {
      setDraft('');
      setError(null);
    }
    setBusy(false);
  }

  async function onRemove(origin: string) {
    try {
      const answer = await removeSiteOrigin(origin);
      update(() => answer.data.data);
      health.retry();
      notify.success(answer.message || PRO_MESSAGES.originRemoved);
    } catch {
      // Shown already.
    }
  }

  const showroomId = home.status === 'ready' ? home.data.vsd_id : 'YOUR-ID';
  const platformOrigin = globalThis.location.origin;
  const tag = headTag(platformOrigin, showroomId);
  return (
    <ConsoleFrame title="Sites and embeds" current={ROUTE_PATHS.proEmbeds}>
      <StyleSheet name="sr-console-embeds" css={css} />
      <section className="sr-page-card" aria-labelledby="sr-console-sites">
        <h2 id="sr-console-sites" className="sr-page-card__heading">
          Your sites
        </h2>
        <p className="sr-page-muted">Widgets work only on the sites listed here.</p>
        {origins.status === 'ready' && <OriginList origins={origins.data} onRemove={onRemove} />}
        {origins.status === 'error' && (
          <FormStatus tone="error">
            Your sites could not be loaded. <Button onClick={retry}>Try again</Button>
          </FormStatus>
        )}
        {(origins.status === 'loading' || origins.status === 'idle') && <div className="sr-page-skeleton" />}
        <form className="sr-console__row" onSubmit={onAdd} noValidate>
          <TextField
            label="Site address"
            name="origin"
            type="url"
            inputMode="url"
            placeholder="https://www.example.com"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" busy={busy}>
            Add site
          </Button>
        </form>
      </section>

      <section className="sr-page-card" aria-labelledby="sr-console-tag">
        <h2 id="sr-console-tag" className="sr-page-card__heading">
          The tag for your site
        </h2>
        <p className="sr-page-muted">Paste this into the &lt;head&gt; of every page of your site:</p>
        <code className="sr-console__code">{tag}</code>
        <div className="sr-console__row">
          <CopyButton text={tag} label="Copy the tag" />
        </div>
        <p className="sr-page-muted">Then, on the page that should hold your whole store:</p>
        <code className="sr-console__code">{STORE_SNIPPET}</code>
        <div className="sr-console__row">
          <CopyButton text={STORE_SNIPPET} label="Copy the store element" />
        </div>
        <p className="sr-page-muted">
          On WordPress, with the Showroom plugin, the store is the shortcode {STORE_SHORTCODE}.
        </p>
      </section>

      <EmbedHealthPanel
        state={health.state}
        onRetry={health.retry}
        onRefresh={health.retry}
        onRegister={(origin) => void register(origin)}
      />

      {home.status === 'ready' && (
        <SnippetBuilder platformOrigin={platformOrigin} showroomId={home.data.vsd_id} />
      )}
    </ConsoleFrame>
  );
}
