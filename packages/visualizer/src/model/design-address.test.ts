import { describe, expect, it } from 'vitest';
import { readDesignAddress, writeDesignAddress } from './design-address.ts';

describe('the design in the address', () => {
  it('round-trips plan, template, dimensions and each slot’s product', () => {
    const query = writeDesignAddress({
      planId: 'kitchen-l-classic',
      templateId: 'kitchen-l-warm-oak',
      dimensions: { widthFt: 12.5, depthFt: 10, heightFt: 8 },
      materials: { floor: '0123456789abcdef', 'wall-north': 'fedcba9876543210' },
      projectId: 42,
    });
    expect(query.toString()).toBe(
      'plan=kitchen-l-classic&template=kitchen-l-warm-oak&w=12.5&d=10&h=8&m=floor.0123456789abcdef%2Cwall-north.fedcba9876543210&project=42',
    );
    expect(readDesignAddress(query)).toEqual({
      planId: 'kitchen-l-classic',
      templateId: 'kitchen-l-warm-oak',
      paintId: null,
      dimensions: { widthFt: 12.5, depthFt: 10, heightFt: 8 },
      materials: { floor: '0123456789abcdef', 'wall-north': 'fedcba9876543210' },
      projectId: 42,
      productHash: null,
    });
  });

  it('keeps a template’s paint apart once the homeowner’s picks made the room their own mix', () => {
    const design = {
      planId: 'kitchen-l-classic',
      dimensions: { widthFt: 12, depthFt: 11, heightFt: 9 },
      materials: { floor: '0123456789abcdef' },
    };
    const mixed = writeDesignAddress({
      ...design,
      templateId: null,
      paintId: 'kitchen-l-classic-navy-and-brass',
    });
    expect(readDesignAddress(mixed).paintId).toBe('kitchen-l-classic-navy-and-brass');
    // The template itself names its paint: no second parameter.
    const asCame = writeDesignAddress({
      ...design,
      templateId: 'kitchen-l-classic-navy-and-brass',
      paintId: 'kitchen-l-classic-navy-and-brass',
    });
    expect(asCame.has('paint')).toBe(false);
  });

  it('reads a product to put in the room, and never writes it back', () => {
    expect(readDesignAddress(new URLSearchParams('product=0123456789abcdef')).productHash).toBe(
      '0123456789abcdef',
    );
    expect(readDesignAddress(new URLSearchParams('product=../etc')).productHash).toBeNull();
  });

  it('names no project until the design is saved', () => {
    const query = writeDesignAddress({
      planId: 'bath-tub',
      templateId: null,
      dimensions: { widthFt: 8, depthFt: 6, heightFt: 8 },
      materials: {},
      projectId: null,
    });
    expect(query.has('project')).toBe(false);
    expect(readDesignAddress(query).projectId).toBeNull();
  });

  it('ignores what is malformed', () => {
    const read = readDesignAddress(
      new URLSearchParams(
        'plan=../x&w=-3&d=abc&m=floor.nothex,.0123456789abcdef,sink.0123456789abcdef&project=0x1',
      ),
    );
    expect(read).toEqual({
      planId: null,
      templateId: null,
      paintId: null,
      dimensions: {},
      materials: { sink: '0123456789abcdef' },
      projectId: null,
      productHash: null,
    });
  });
});
