/** Per-test set-up of AI design's screens: the shared screen stub (`@showroom/core/testing`), an AI user and a page. */
import type { AiDesign, AiDesignResult, AiPhoto, AiPhotoSurface, AiUser } from '@showroom/contract/design-ai';
import { session } from '@showroom/core';
import { aiUser } from '@showroom/core/design-ai';
import { type StubRoutes, setUpScreenTest } from '@showroom/core/testing';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { type AiPage, AiPageContext } from '../widgets/navigation/ai-page.ts';
import { DesignAiView } from '../widgets/route-screen/design-ai-view.tsx';

export const AI_TOKEN = '31|ai-design-test-token-abcdefghijklmnop';
export const MAIN_TOKEN = '7|main-session-test-token-abcdefghijkl';

export const ok = <T,>(data: T, message = '') => ({ body: { success: true, message, data } });

export function aiUserOf(overrides: Partial<AiUser> = {}): AiUser {
  return {
    id: 31,
    name: 'Dana Reyes',
    email: 'dana@example.test',
    email_verified: true,
    credits: 20,
    ...overrides,
  };
}

export function setUpAiTest(routes: StubRoutes) {
  aiUser.reset();
  const page = setUpScreenTest(routes);
  return page;
}

/** An AI session in storage (and, with `main`, the platform's too), before the screens load the AI user. */
export function storeAiSession({ main = false }: { main?: boolean } = {}): void {
  session.setSession({ aiToken: AI_TOKEN, ...(main && { token: MAIN_TOKEN, user: null }) });
  aiUser.reset();
}

/** Renders AI design at `path` as the shell would; `go` and `replace` are spies. */
export function renderAiPage(path: string) {
  const go = vi.fn<(to: string) => void>();
  const replace = vi.fn<(to: string) => void>();
  const page: AiPage = { path, go, replace };
  const view = render(
    <AiPageContext value={page}>
      <DesignAiView />
    </AiPageContext>,
  );
  return { ...view, go, replace };
}

export function designOf(id: number, overrides: Partial<AiDesign> = {}): AiDesign {
  return {
    id,
    title: `Design ${id}`,
    summary: 'Warm oak and matte black.',
    total_cents: 412_000,
    within_budget: true,
    draft: {
      floorplan: { id: 'kitchen-l-classic', widthFt: 12, depthFt: 10, heightFt: 9 },
      floorTemplate: { id: null, materials: { floor: 'a1b2c3d4e5f60718' } },
    },
    items: [
      {
        product_id: 501,
        size_id: 9001,
        colour: 'Natural Oak',
        name: 'Harbor Oak Plank',
        brand: 'Timberline',
        category: 'Hardwood Flooring',
        slot: 'floor',
        qty: 12,
        unit: 'Box',
        unit_price_cents: 8_900,
        line_cents: 106_800,
        reason: 'Natural Oak matches your photo’s tones',
      },
    ],
    render_url: null,
    ...overrides,
  };
}

/** A kept 800 × 600 room photo, as an answer carries it. */
export const PHOTO: AiPhoto = {
  id: 4,
  url: '/api/AI/photos/4?e=9999999999&s=abc',
  width: 800,
  height: 600,
  palette: ['#a08060'],
  brightness: 0.5,
};

/** A floor marked on `PHOTO`: its far side 10 ft. */
export const MARKED_FLOOR: AiPhotoSurface = {
  kind: 'floor',
  corners: [
    [240, 372],
    [560, 372],
    [720, 564],
    [80, 564],
  ],
  length_corners: [0, 1],
  length_inches: 120,
};

export function resultOf(
  requestId: number,
  creditsLeft: number,
  marked: { photo: AiPhoto; surfaces: AiPhotoSurface[] } | null = null,
): AiDesignResult {
  return {
    request: {
      id: requestId,
      room_type: 'kitchen',
      width_ft: 12,
      length_ft: 10,
      budget_cents: 500_000,
      credits_spent: 10,
      credits_left: creditsLeft,
      generator: 'catalogue',
      note: 'These designs are composed from the catalogue by rules.',
      created_at: '2026-11-30T03:00:00.000Z',
      photo: marked?.photo ?? null,
      photo_removed: false,
      photo_surfaces: marked?.surfaces ?? [],
    },
    designs: [designOf(1), designOf(2), designOf(3)],
  };
}

/** An empty page of past requests. */
export const noRequests = () =>
  ok({
    current_page: 1,
    data: [],
    first_page_url: '',
    from: null,
    last_page: 1,
    last_page_url: '',
    links: [],
    next_page_url: null,
    path: '',
    per_page: 10,
    prev_page_url: null,
    to: null,
    total: 0,
  });
