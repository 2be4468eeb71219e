import { DESIGNER_HIRE_MESSAGES, type HiredDesigner, type ProjectDetails } from '@showroom/contract/projects';
import { notify } from '@showroom/core';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { useState } from 'react';
import { loadDesignersForHire } from './designer-calls.ts';
import { DesignerCard } from './designer-card.tsx';
import { DesignerProfileDialog } from './designer-profile-dialog.tsx';
import css from './designers.css?inline';
import { keptHireAttempt } from './hire-attempt.ts';
import { HirePayment } from './hire-payment.tsx';

/**
 * The project page's designers (issue #25, decision 0108): the designers ranked by the project's style,
 * each with a profile dialog and Hire → the payment step → a success toast with the server's message,
 * and the designer shown as hired. A hire left unconfirmed before a reload opens again to be finished.
 */
export function DesignersSection({ projectId, project }: { projectId: number; project?: ProjectDetails }) {
  // Hiring is the homeowner's (the list is an owner-only call): the shared pro and a hired designer
  // opening the page see the project without it, not a refusal.
  if (project && project.role !== 'owner') return null;
  return <DesignersForHire projectId={projectId} />;
}

function DesignersForHire({ projectId }: { projectId: number }) {
  const { state, retry, update } = useResource(
    `hire-designers-${projectId}`,
    async (signal) => (await loadDesignersForHire(projectId, signal)).data,
  );
  const [kept] = useState(() => keptHireAttempt(projectId));
  const [profileOf, setProfileOf] = useState<number | null>(null);
  const [hiring, setHiring] = useState<number | null>(() => kept?.request.designer ?? null);

  function onHired(hired: HiredDesigner[], message: string) {
    const ids = new Set(hired.map((each) => each.id));
    update((list) => ({
      ...list,
      designers: list.designers.map((each) => ({ ...each, hired: each.hired || ids.has(each.id) })),
    }));
    setHiring(null);
    notify.success(message);
  }

  const designers = state.status === 'ready' ? state.data.designers : [];
  const profile = designers.find((each) => each.id === profileOf);
  const paying = designers.find((each) => each.id === hiring);
  return (
    <section className="sr-designers" aria-labelledby="sr-designers-title">
      <StyleSheet name="sr-designers" css={css} />
      <h2 id="sr-designers-title">Designers</h2>
      <p className="sr-designers__muted">{DESIGNER_HIRE_MESSAGES.feeNote}</p>
      {(state.status === 'loading' || state.status === 'idle') && (
        <p className="sr-designers__muted" role="status">
          Loading designers…
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert">
          The designers could not be loaded. <Button onClick={retry}>Try again</Button>
        </p>
      )}
      {state.status === 'ready' && designers.length === 0 && (
        <p className="sr-designers__muted">{DESIGNER_HIRE_MESSAGES.empty}</p>
      )}
      {designers.length > 0 && (
        <ul className="sr-designers__list">
          {designers.map((designer) => (
            <DesignerCard
              key={designer.id}
              designer={designer}
              onProfile={() => setProfileOf(designer.id)}
              onHire={() => setHiring(designer.id)}
            />
          ))}
        </ul>
      )}
      {profile && (
        <DesignerProfileDialog
          designer={profile}
          onClose={() => setProfileOf(null)}
          onHire={() => {
            setProfileOf(null);
            setHiring(profile.id);
          }}
        />
      )}
      {paying && state.status === 'ready' && (
        <HirePayment
          key={paying.id}
          projectId={projectId}
          designer={paying}
          savedCard={state.data.saved_card}
          kept={kept?.request.designer === paying.id ? kept : null}
          onHired={onHired}
          onClose={() => setHiring(null)}
        />
      )}
    </section>
  );
}
