import { DESIGN_PROJECT_PARAM, ROUTE_PATHS } from '../constants/route-paths.ts';
import { draftFloorplanSchema, draftFloorTemplateSchema } from './visualizer-draft.ts';

/** Whole inches read better in a link than binary fractions of a foot (as the visualizer writes them). */
const feet = (value: number) => String(Math.round(value * 12) / 12).slice(0, 8);

/**
 * The visualizer's address of a design in the draft's shape (`/visualize?plan=…&template=…&w=…&d=…&h=…&m=…`,
 * the address the visualizer itself writes, issue #13), with `&project=…` when it is a project's saved
 * design, so the room opens as designed. Null when the plan is not one the visualizer can read.
 */
export function visualizerDesignPath(
  floorplan: unknown,
  floorTemplate: unknown,
  projectId: number | null = null,
): string | null {
  const plan = draftFloorplanSchema.safeParse(floorplan);
  if (!plan.success) return null;
  const template = draftFloorTemplateSchema.safeParse(floorTemplate);
  const parts = [`plan=${encodeURIComponent(plan.data.id)}`];
  if (template.success && template.data.id) parts.push(`template=${encodeURIComponent(template.data.id)}`);
  parts.push(`w=${feet(plan.data.widthFt)}`, `d=${feet(plan.data.depthFt)}`, `h=${feet(plan.data.heightFt)}`);
  const materials = template.success ? Object.entries(template.data.materials) : [];
  if (materials.length > 0) parts.push(`m=${materials.map(([slot, hash]) => `${slot}.${hash}`).join('%2C')}`);
  if (projectId !== null) parts.push(`${DESIGN_PROJECT_PARAM}=${projectId}`);
  return `${ROUTE_PATHS.visualize}?${parts.join('&')}`;
}
