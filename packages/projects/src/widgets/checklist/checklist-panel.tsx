import { ROUTE_PATHS } from '@showroom/contract';
import {
  type ChecklistLine,
  PROJECT_CHECKLIST_MESSAGES,
  type ProjectChecklist,
} from '@showroom/contract/projects';
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { removeChecklistLine, saveToChecklist, updateChecklistLine } from '@showroom/core/account';
import { cart } from '@showroom/core/cart';
import { formatUsd } from '@showroom/core/format';
import { Button, StyleSheet, useHostElement, useSession, useShowroomSelection } from '@showroom/ui';
import { useState } from 'react';
import { addedByLabel, mayChangeLine } from './added-by.ts';
import css from './checklist.css?inline';
import { ChecklistLineItem } from './checklist-line.tsx';
import { useProjectChecklist } from './use-project-checklist.ts';

export interface ChecklistPanelProps {
  projectId: number;
  /** `h1` on the checklist's own page, `h2` as a section of the project's page. */
  headingLevel: 'h1' | 'h2';
}

const M = PROJECT_CHECKLIST_MESSAGES;

/**
 * A project's shoppable checklist (issue #25): its lines, the totals, "Build from saved design" and
 * "Add all to cart" (the lines not checked off, in one `sync_to_bulk_cart`). Every change is sent at
 * once; the server's message is the toast (spec §7, §8) and its answer replaces the list, so a refused
 * change leaves the list as the server has it.
 */
export function ChecklistPanel({ projectId, headingLevel: Heading }: ChecklistPanelProps) {
  const host = useHostElement();
  const { state, retry, update } = useProjectChecklist(projectId);
  const viewerId = useSession().user?.id ?? null;
  const showroom = useShowroomSelection();
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one change; false when refused (the error catalogue has shown the server's message, spec §8). */
  async function run(what: string, change: () => Promise<void>): Promise<boolean> {
    setBusy(what);
    try {
      await change();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  }
  const replaceLine = (line: ChecklistLine) =>
    update((data) => ({ ...data, items: data.items.map((item) => (item.id === line.id ? line : item)) }));
  const replaceList = (list: ProjectChecklist) => update(() => list);

  if (state.status === 'error') {
    return (
      <section className="sr-checklist" aria-labelledby="sr-checklist-title">
        <StyleSheet name="sr-checklist" css={css} />
        <Heading id="sr-checklist-title">{M.title}</Heading>
        <p role="alert">{M.loadFailed}</p>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </section>
    );
  }

  if (state.status !== 'ready') {
    return (
      <section className="sr-checklist" aria-busy="true" aria-labelledby="sr-checklist-title">
        <StyleSheet name="sr-checklist" css={css} />
        <Heading id="sr-checklist-title">{M.title}</Heading>
        <p role="status">{M.loading}</p>
      </section>
    );
  }
  const checklist = state.data;
  const viewer = { id: viewerId, role: checklist.role };
  const open = checklist.items.filter((line) => !line.checked);
  const isOwner = checklist.role === 'owner';

  const buildFromDesign = () =>
    run('design', async () => {
      const replacing = checklist.items.length > 0;
      if (replacing && !window.confirm(M.rebuildConfirm)) return;
      replaceList(await saveToChecklist({ project: projectId, append_items: false, from: 'design' }));
    });
  const addAllToCart = () =>
    run('cart', async () => {
      await cart.addMany(
        open.map((line) => ({
          product_id: line.product_id,
          size_id: line.size_id,
          colour: line.colour,
          qty: line.qty,
        })),
        // The server adds from the project's showroom, not the one this page shows (decision 0115).
        {
          from: host,
          link: { label: VISUALIZER_MESSAGES.viewCart, to: ROUTE_PATHS.cart },
          project: projectId,
        },
      );
    });

  return (
    <section className="sr-checklist" aria-labelledby="sr-checklist-title">
      <StyleSheet name="sr-checklist" css={css} />
      <div className="sr-checklist__head">
        <Heading id="sr-checklist-title">{M.title}</Heading>
        {isOwner && (
          <Button variant="secondary" onClick={buildFromDesign} busy={busy === 'design'}>
            {M.buildFromDesign}
          </Button>
        )}
      </div>
      {checklist.items.length === 0 ? (
        <div className="sr-checklist__empty">
          <p>{M.empty}</p>
          <p>{M.emptyHint}</p>
        </div>
      ) : (
        <ul className="sr-checklist__lines">
          {checklist.items.map((line) => (
            <ChecklistLineItem
              key={line.id}
              line={line}
              addedBy={addedByLabel(line, viewer)}
              mayChange={mayChangeLine(line, viewer)}
              mayCheck={isOwner}
              busy={busy === `line:${line.id}`}
              onQty={(qty) =>
                run(`line:${line.id}`, async () => replaceLine(await updateChecklistLine(line.id, { qty })))
              }
              onChecked={async (checked) => {
                // The box follows the click at once; a refusal puts it back as the server has it.
                replaceLine({ ...line, checked });
                const saved = await run(`line:${line.id}`, async () =>
                  replaceLine(await updateChecklistLine(line.id, { checked })),
                );
                if (!saved) replaceLine(line);
              }}
              onRemove={() =>
                run(`line:${line.id}`, async () => {
                  await removeChecklistLine(line.id);
                  update((data) => ({ ...data, items: data.items.filter((item) => item.id !== line.id) }));
                })
              }
            />
          ))}
        </ul>
      )}
      <dl className="sr-checklist__totals">
        <div>
          <dt>Items</dt>
          <dd>{checklist.items.length}</dd>
        </div>
        <div>
          <dt>Still to buy</dt>
          <dd data-testid="checklist-open-total">{formatUsd(totalOf(open))}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="checklist-total">{formatUsd(totalOf(checklist.items))}</dd>
        </div>
      </dl>
      {isOwner && (
        <div className="sr-checklist__actions">
          <Button onClick={addAllToCart} busy={busy === 'cart'} disabled={open.length === 0 || !showroom}>
            {M.addAllToCart}
          </Button>
          {open.length === 0 && checklist.items.length > 0 && <p>{M.nothingToAddToCart}</p>}
          {!showroom && <p>{M.chooseShowroomToBuy}</p>}
        </div>
      )}
    </section>
  );
}

/** The lines' amounts summed in whole cents, so the totals follow a change before the next load. */
function totalOf(lines: readonly ChecklistLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;
}
