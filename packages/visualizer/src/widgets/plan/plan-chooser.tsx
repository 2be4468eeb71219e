import { PROJECT_PAGE_MESSAGES, ROOM_KIND_LABELS } from '@showroom/contract/visualizer';
import { ROOM_KINDS, type RoomKind, rankTemplatesByStyle } from '@showroom/rooms';
import { StyleSheet } from '@showroom/ui';
import { useMemo } from 'react';
import {
  FLOOR_PLANS,
  type FloorPlan,
  layoutRoom,
  ROOM_TEMPLATES,
  type RoomTemplate,
} from '../../model/room-catalogue.ts';
import { useStyleProfile } from '../visualizer/use-style-profile.ts';
import css from './plan-chooser.css?inline';
import { PlanView } from './plan-view.tsx';

export interface PlanChooserProps {
  plan: FloorPlan;
  templateId: string | null;
  onPlan: (plan: FloorPlan) => void;
  onTemplate: (template: RoomTemplate, plan: FloorPlan) => void;
}

const KINDS = ROOM_KINDS.filter((kind) => FLOOR_PLANS.some((plan) => plan.kind === kind));

function PlanThumbnail({ plan }: { plan: FloorPlan }) {
  const layout = useMemo(() => layoutRoom(plan), [plan]);
  return <PlanView layout={layout} className="sr-plans__thumb" />;
}

/**
 * Choosing the room: a kind of room (which shows its first plan), then one of its floor plans (each with a small plan drawn from
 * its layout) or a template (a plan with materials across brands already chosen), the ones matching
 * the homeowner's style first, marked so.
 */
export function PlanChooser({ plan, templateId, onPlan, onTemplate }: PlanChooserProps) {
  // The kind is the shown room's: choosing another kind shows its first plan at once (issue #26).
  const kind = plan.kind;
  const chooseKind = (next: RoomKind) => {
    const first = FLOOR_PLANS.find((candidate) => candidate.kind === next);
    if (first && next !== kind) onPlan(first);
  };
  const plans = FLOOR_PLANS.filter((candidate) => candidate.kind === kind);
  // The homeowner's style puts matching templates first (issue #25).
  const templates = rankTemplatesByStyle(
    ROOM_TEMPLATES.filter((template) => template.planId === plan.id),
    useStyleProfile(),
  );
  return (
    <section className="sr-plans" aria-labelledby="sr-plans-title">
      <StyleSheet name="sr-plan-chooser" css={css} />
      <div className="sr-plans__head">
        <h2 id="sr-plans-title">Room</h2>
        <label className="sr-plans__kind">
          Kind of room
          <select value={kind} onChange={(event) => chooseKind(event.target.value as RoomKind)}>
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {ROOM_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="sr-plans__list" aria-label="Floor plans">
        {plans.map((candidate) => (
          <li key={candidate.id}>
            <button
              type="button"
              className="sr-plans__plan"
              aria-pressed={candidate.id === plan.id && templateId === null}
              onClick={() => onPlan(candidate)}
            >
              <PlanThumbnail plan={candidate} />
              <span>{candidate.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {templates.length > 0 && <h3 className="sr-plans__subtitle">Ready-made looks for this room</h3>}
      {templates.length > 0 && (
        <ul className="sr-plans__templates" aria-label="Templates">
          {templates.map(({ template, matches }) => {
            const templatePlan = FLOOR_PLANS.find((candidate) => candidate.id === template.planId);
            if (!templatePlan) return null;
            return (
              <li key={template.id}>
                <button
                  type="button"
                  className="sr-plans__template"
                  aria-pressed={template.id === templateId}
                  onClick={() => onTemplate(template, templatePlan)}
                >
                  <span className="sr-plans__template-name">{template.name}</span>
                  {matches && (
                    <span className="sr-plans__template-match">{PROJECT_PAGE_MESSAGES.matchesYourStyle}</span>
                  )}
                  <span className="sr-plans__template-text">{template.description}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
