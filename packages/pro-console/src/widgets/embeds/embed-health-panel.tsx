import type { EmbedOriginHealth, EmbedProblem } from '@showroom/contract/pro';
import { EMBED_HEALTH_MESSAGES } from '@showroom/contract/pro';
import { Button, type Resource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function stateOf(site: EmbedOriginHealth): 'ok' | 'problem' | 'unseen' {
  if (site.problems.some((problem) => problem.current)) return 'problem';
  return site.last_seen_at ? 'ok' : 'unseen';
}

const STATUS_TEXT = { ok: 'Working', problem: 'Needs your attention', unseen: 'Not seen yet' } as const;

function ProblemItem({
  problem,
  origin,
  onRegister,
}: {
  problem: EmbedProblem;
  origin: string;
  onRegister: (origin: string) => void;
}) {
  return (
    <li className="sr-health__problem" data-current={String(problem.current)}>
      <p>{problem.fix}</p>
      <p className="sr-page-muted">
        {problem.current ? 'Last met' : 'Fixed? Not met since'} {when(problem.last_seen_at)} on{' '}
        {problem.paths.join(', ')}
      </p>
      {problem.problem === 'unregistered' && (
        <Button onClick={() => onRegister(origin)} aria-label={`Add ${origin} to your sites`}>
          Add {origin}
        </Button>
      )}
    </li>
  );
}

function SiteHealth({ site, onRegister }: { site: EmbedOriginHealth; onRegister: (origin: string) => void }) {
  const state = stateOf(site);
  return (
    <li className="sr-health__site" data-state={state} aria-label={site.origin}>
      <div className="sr-health__head">
        <h3 className="sr-health__origin">{site.origin}</h3>
        <span className="sr-health__status">
          {STATUS_TEXT[state]}
          {site.registered ? '' : ' · not registered'}
        </span>
      </div>
      {site.last_seen_at ? (
        <>
          <p className="sr-page-muted">
            Last seen {when(site.last_seen_at)} ·{' '}
            {site.elements.map((tag) => `<${tag}>`).join(', ') || 'the tag only'}
          </p>
          <details>
            <summary>
              {site.pages.length} {site.pages.length === 1 ? 'page' : 'pages'}
            </summary>
            <ul className="sr-health__pages">
              {site.pages.map((page) => (
                <li key={page.path}>
                  {page.path}: {page.elements.map((tag) => `<${tag}>`).join(', ') || 'the tag only'} · last
                  seen {when(page.last_seen_at)} · {page.loads} {page.loads === 1 ? 'load' : 'loads'}
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <p className="sr-page-muted">{EMBED_HEALTH_MESSAGES.noReport}</p>
      )}
      {site.problems.length > 0 ? (
        <ul className="sr-health__problems" aria-label={`Problems on ${site.origin}`}>
          {site.problems.map((problem) => (
            <ProblemItem
              key={problem.problem}
              problem={problem}
              origin={site.origin}
              onRegister={onRegister}
            />
          ))}
        </ul>
      ) : (
        site.last_seen_at && <p>{EMBED_HEALTH_MESSAGES.allGood}</p>
      )}
    </li>
  );
}

export interface EmbedHealthPanelProps {
  state: Resource<readonly EmbedOriginHealth[]>;
  onRetry: () => void;
  onRefresh: () => void;
  onRegister: (origin: string) => void;
}

/**
 * Embed health (decision 0087): each site with its state in words, when its pages last ran the tag,
 * which elements and pages, and each problem the loader met with its fix; an unregistered site is
 * added with one button.
 */
export function EmbedHealthPanel({ state, onRetry, onRefresh, onRegister }: EmbedHealthPanelProps) {
  return (
    <section className="sr-page-card" aria-labelledby="sr-console-health">
      <div className="sr-health__head">
        <h2 id="sr-console-health" className="sr-page-card__heading">
          Embed health
        </h2>
        <Button variant="secondary" onClick={onRefresh}>
          Check again
        </Button>
      </div>
      <p className="sr-page-muted">
        Every page with your tag tells us, a few seconds after it opens, which widgets it holds and what went
        wrong.
      </p>
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
      {state.status === 'error' && (
        <FormStatus tone="error">
          Embed health could not be loaded. <Button onClick={onRetry}>Try again</Button>
        </FormStatus>
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="sr-page-muted">No site yet: add your site above and paste the tag into its pages.</p>
        ) : (
          <ul className="sr-health" aria-label="Sites">
            {state.data.map((site) => (
              <SiteHealth key={site.origin} site={site} onRegister={onRegister} />
            ))}
          </ul>
        ))}
    </section>
  );
}
