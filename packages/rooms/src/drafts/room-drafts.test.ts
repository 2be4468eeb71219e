import { isBoundedDraftValue, isCompleteDraft } from '@showroom/contract/account';
import { type DraftFloorTemplate, draftFloorTemplateSchema } from '@showroom/contract/visualizer';
import { describe, expect, it } from 'vitest';
import { layoutRoom } from '../layout/layout-room.ts';
import { FLOOR_PLANS, floorPlanById } from '../plans/floor-plans.ts';
import { draftFloorplan, readDraftFloorplan, readDraftFloorTemplate } from './room-drafts.ts';

const hash = '0123456789abcdef';

describe('visualizer drafts', () => {
  it('store the plan and its dimensions, clamped to the plan', () => {
    const plan = floorPlanById('kitchen-l-classic')!;
    expect(draftFloorplan(plan, { widthFt: 99 })).toEqual({
      id: 'kitchen-l-classic',
      widthFt: 18,
      depthFt: 11,
      heightFt: 9,
    });
    expect(readDraftFloorplan({ id: 'kitchen-l-classic', widthFt: 13, depthFt: 12, heightFt: 9 })).toEqual({
      plan,
      dimensions: { widthFt: 13, depthFt: 12, heightFt: 9 },
    });
  });

  it('read back nothing from values they did not write', () => {
    for (const value of [
      1,
      'kitchen',
      { id: 3, name: 'L-shaped kitchen' },
      { id: 'no-such-plan', widthFt: 10, depthFt: 10, heightFt: 8 },
      null,
    ]) {
      expect(readDraftFloorplan(value)).toBeUndefined();
    }
    expect(readDraftFloorTemplate({ id: 2 })).toBeUndefined();
    expect(readDraftFloorTemplate({ id: 'gone', materials: { floor: hash } })).toEqual({
      id: null,
      materials: { floor: hash },
    });
    expect(readDraftFloorTemplate({ id: 'bath-hall-tub-spa-white', materials: {} })).toEqual({
      id: 'bath-hall-tub-spa-white',
      materials: {},
    });
    expect(draftFloorTemplateSchema.safeParse({ id: null, materials: { floor: 'nope' } }).success).toBe(
      false,
    );
  });

  it('fit within what the server keeps for a draft, for the room with the most slots', () => {
    const biggest = FLOOR_PLANS.map((plan) => layoutRoom(plan)).sort(
      (a, b) => b.slots.length - a.slots.length,
    )[0]!;
    const template: DraftFloorTemplate = {
      id: 'kitchen-l-large-island-emerald-marble',
      materials: Object.fromEntries(biggest.slots.map((slot) => [slot.id, hash])),
    };
    const floorplan = draftFloorplan(floorPlanById('kitchen-l-large-island')!);
    expect(draftFloorTemplateSchema.safeParse(template).success).toBe(true);
    expect(isBoundedDraftValue(template)).toBe(true);
    expect(isBoundedDraftValue(floorplan)).toBe(true);
    expect(isCompleteDraft({ showroom: 7, floorplan, floorTemplate: template })).toBe(true);
  });
});
