import { describe, expect, it } from 'vitest';
import { layoutRoom } from '../layout/layout-room.ts';
import { FLOOR_PLANS, floorPlanById } from '../plans/floor-plans.ts';
import { slotCategories } from '../slots/slot-categories.ts';
import { templateSlotQueries, templateSlotQuery } from './room-template.ts';
import { ROOM_TEMPLATES, roomTemplateById, roomTemplatesForPlan } from './room-templates.ts';

describe('room templates', () => {
  it('number 100 or more (the home page says so), with unique slug ids and names', () => {
    expect(ROOM_TEMPLATES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ROOM_TEMPLATES.map((template) => template.id)).size).toBe(ROOM_TEMPLATES.length);
    expect(new Set(ROOM_TEMPLATES.map((template) => template.name)).size).toBe(ROOM_TEMPLATES.length);
    for (const template of ROOM_TEMPLATES) expect(template.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('give every plan two differently styled templates', () => {
    for (const plan of FLOOR_PLANS) {
      const styles = roomTemplatesForPlan(plan.id).map((template) => template.style);
      expect(new Set(styles).size, plan.id).toBe(2);
    }
  });

  it('fill every slot a product can fill, in a category the slot takes', () => {
    for (const template of ROOM_TEMPLATES) {
      const plan = floorPlanById(template.planId)!;
      const slots = layoutRoom(plan).slots;
      for (const slot of slots) {
        const categories = slotCategories(plan.kind, slot.kind, slot.id);
        const choice = template.slots[slot.id];
        if (slot.kind !== 'wall' && categories.length > 0)
          expect(choice, `${template.id} ${slot.id}`).toBeDefined();
        if (choice) {
          const taken = categories.some(
            (slug) => choice.category === slug || choice.category.startsWith(`${slug}-`),
          );
          expect(taken, `${template.id} ${slot.id} ${choice.category}`).toBe(true);
        }
      }
      for (const id of Object.keys(template.slots)) expect(slots.some((slot) => slot.id === id)).toBe(true);
    }
  });

  it('dress the plan the way it is built: alcove tubs in alcoves, double vanities with two basins', () => {
    expect(roomTemplatesForPlan('bath-hall-tub')[0]!.slots.tub!.category).toBe('bath-tubs-alcove-tubs');
    expect(roomTemplatesForPlan('bath-primary-soaking-tub')[0]!.slots.tub!.category).toBe(
      'bath-tubs-freestanding-tubs',
    );
    expect(roomTemplatesForPlan('bath-double-vanity-tub')[0]!.slots.vanity!.category).toBe(
      'bathroom-vanitys-double-sink-vanities',
    );
  });

  it('read like a designer named them', () => {
    const template = roomTemplateById('kitchen-l-classic-coastal-white');
    expect(template?.name).toBe('Coastal white classic L kitchen');
    expect(template?.slots.faucet).toEqual({
      category: 'kitchen-faucets-pull-down-faucets',
      colours: ['Black'],
      q: 'Matte Black',
    });
    expect(template?.slots['cabinet-fronts']).toBeUndefined();
    expect(template?.paint.cabinets.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('templateSlotQueries', () => {
  const template = roomTemplateById('kitchen-l-classic-coastal-white')!;

  it('looks for the look and colour first, then loosens to the colour, then the category', () => {
    expect(templateSlotQueries(template, 'floor')).toEqual([
      { category: 'hardwood-flooring', colour: ['Blond'], q: 'White Oak' },
      { category: 'hardwood-flooring', colour: ['Blond'] },
      { category: 'hardwood-flooring' },
    ]);
    expect(templateSlotQuery(template, 'floor')).toEqual({
      category: 'hardwood-flooring',
      colour: ['Blond'],
      q: 'White Oak',
    });
  });

  it('has nothing for a slot the template leaves to paint', () => {
    expect(templateSlotQueries(template, 'wall-north')).toEqual([]);
    expect(templateSlotQuery(template, 'cabinet-fronts')).toBeUndefined();
  });
});
