import { describe, expect, it } from 'vitest';
import { layoutRoom } from '../layout/layout-room.ts';
import { floorPlanById } from '../plans/floor-plans.ts';
import { ROOM_TEMPLATES, roomTemplateById } from './room-templates.ts';
import { templatePaints } from './template-paint.ts';

describe('templatePaints', () => {
  it('paints the cabinet fronts of "Navy and brass" navy, and the walls it leaves bare warm white', () => {
    const template = roomTemplateById('kitchen-l-classic-navy-and-brass')!;
    const paints = templatePaints(template, layoutRoom(floorPlanById(template.planId)!).slots);
    expect(paints['cabinet-fronts']).toEqual({ name: 'Hale navy', hex: '#2c3e5c' });
    expect(paints['wall-north']).toEqual({ name: 'Warm white', hex: '#f5f0e6' });
    expect(paints.floor).toBeUndefined();
  });

  it('leaves no slot of any template empty: each takes a product or the template’s paint', () => {
    const empty: string[] = [];
    for (const template of ROOM_TEMPLATES) {
      const { slots } = layoutRoom(floorPlanById(template.planId)!);
      const paints = templatePaints(template, slots);
      for (const slot of slots) {
        if (!template.slots[slot.id] && !paints[slot.id]) empty.push(`${template.id} ${slot.id}`);
        if (template.slots[slot.id] && paints[slot.id]) empty.push(`${template.id} ${slot.id} twice`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('gives a patio’s stone walls their product, not paint', () => {
    const template = ROOM_TEMPLATES.find((candidate) => candidate.planId === 'patio-courtyard')!;
    const paints = templatePaints(template, layoutRoom(floorPlanById(template.planId)!).slots);
    expect(Object.keys(paints).filter((id) => id.startsWith('wall-'))).toEqual([]);
  });
});
