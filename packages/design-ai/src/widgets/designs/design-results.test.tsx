import { type AiDesignItem, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { designOf, MARKED_FLOOR, PHOTO, resultOf, setUpAiTest } from '../../testing/design-ai-test-setup.tsx';
import { DesignResults } from './design-results.tsx';
import { laidSurfacesOf } from './laid-surfaces.ts';
import { designCartItems } from './shop-design-button.tsx';

let page: ReturnType<typeof setUpAiTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

describe('the designs laid into the room photo', () => {
  it('shows each design laid into the photo when its floor was marked, with Before/After', async () => {
    page = setUpAiTest({});
    render(<DesignResults result={resultOf(8, 10, { photo: PHOTO, surfaces: [MARKED_FLOOR] })} />);
    const cards = screen.getAllByTestId('ai-design');
    expect(cards).toHaveLength(3);
    for (const [i, card] of cards.entries()) {
      const laid = within(card).getByTestId('ai-design-laid');
      expect(within(laid).getByRole('img', { name: T.laidLabel(`Design ${i + 1}`) })).toBeTruthy();
      // The still stays beside it.
      expect(within(card).getByRole('img', { name: T.previewAlt(`Design ${i + 1}`) })).toBeTruthy();
    }
    const toggle = within(cards[0] as HTMLElement).getByRole('button', { name: T.laidBefore });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the stills alone when no corners were marked', () => {
    page = setUpAiTest({});
    const { unmount } = render(<DesignResults result={resultOf(8, 10)} />);
    expect(screen.getAllByTestId('ai-design')).toHaveLength(3);
    expect(screen.queryAllByTestId('ai-design-laid')).toHaveLength(0);
    unmount();
    expect(screen.queryAllByTestId('ai-design-photo-gone')).toHaveLength(0);
    expect(screen.queryByText(T.photoGoneNote)).toBeNull();
  });

  it('says "Room photo removed" where each design was laid into a photo its owner removed, never a broken image', () => {
    page = setUpAiTest({});
    const gone = resultOf(9, 10, { photo: PHOTO, surfaces: [MARKED_FLOOR] });
    render(
      <DesignResults result={{ ...gone, request: { ...gone.request, photo: null, photo_removed: true } }} />,
    );
    expect(screen.queryAllByTestId('ai-design-laid')).toHaveLength(0);
    const boxes = screen.getAllByTestId('ai-design-photo-gone');
    expect(boxes.map((box) => box.textContent)).toEqual(Array(3).fill(T.photoGone));
    expect(screen.getByText(T.photoGoneNote)).toBeTruthy();
    // The designs themselves stay whole: their stills and products.
    for (const card of screen.getAllByTestId('ai-design')) {
      expect(within(card).getByText('Harbor Oak Plank', { exact: false })).toBeTruthy();
      expect(within(card).queryByRole('img', { name: /laid into your room photo/ })).toBeNull();
    }
  });

  it('lays each design’s own floor in its colour, and leaves a surface the design does not dress', () => {
    const oak = laidSurfacesOf(designOf(1), [MARKED_FLOOR]);
    const slate = laidSurfacesOf(
      designOf(2, {
        draft: {
          floorplan: { id: 'kitchen-l-classic', widthFt: 12, depthFt: 10, heightFt: 9 },
          floorTemplate: { id: null, materials: { floor: 'ffee00112233aabb' } },
        },
      }),
      [MARKED_FLOOR],
    );
    expect(oak).toHaveLength(1);
    expect(oak[0]).toMatchObject({ corners: MARKED_FLOOR.corners, lengthCorners: [0, 1], lengthInches: 120 });
    expect(oak[0]?.textureUrl).toContain('a1b2c3d4e5f60718');
    expect(oak[0]?.textureUrl).toMatch(/texture\.png\?colour=Natural%20Oak$/);
    expect(slate[0]?.textureUrl).toContain('ffee00112233aabb');
    const wall = { ...MARKED_FLOOR, kind: 'wall' as const };
    expect(laidSurfacesOf(designOf(1), [wall])).toEqual([]);
  });
});

/** A quartz countertop counted as the visualizer's bill counts it: in slabs. */
const QUARTZ: AiDesignItem = {
  product_id: 733,
  size_id: 9402,
  colour: null,
  name: 'Absolute Black Leathered Quartz Countertop',
  brand: 'Stoneworks',
  category: 'Quartz Countertops',
  slot: 'countertop',
  qty: 2,
  unit: 'Box',
  counted_in: 'slab',
  unit_price_cents: 431_779,
  line_cents: 863_558,
  reason: 'Suits your Modern style',
};

describe('a design’s lines', () => {
  it('count a countertop in slabs, as the visualizer’s bill does, and shop that many', () => {
    page = setUpAiTest({});
    const design = designOf(1, { items: [...designOf(1).items, QUARTZ] });
    const result = resultOf(8, 10);
    render(<DesignResults result={{ ...result, designs: [design] }} />);
    const card = screen.getByTestId('ai-design');
    expect(within(card).getByText(/^2 slabs × \$4,317\.79 =/)).toBeTruthy();
    expect(within(card).getByText(/^12 boxes × \$89\.00 =/)).toBeTruthy();
    expect(within(card).queryByText(/ Box /)).toBeNull();
    // "Shop this design" sends the quantities shown.
    expect(designCartItems(design.items)).toEqual([
      { product_id: 501, size_id: 9001, colour: 'Natural Oak', qty: 12 },
      { product_id: 733, size_id: 9402, colour: null, qty: 2 },
    ]);
  });
});
