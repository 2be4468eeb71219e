import { MESSAGES } from '@showroom/contract';
import { AI_SCREEN_TEXTS as AI } from '@showroom/contract/design-ai';
import { PHOTO_SURFACE_MESSAGES as M, PHOTO_SURFACE_TEXTS as T } from '@showroom/contract/projects';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, PHOTO, setUpAiTest, storeAiSession } from '../../testing/design-ai-test-setup.tsx';
import type { PhotoMark } from './photo-mark.ts';
import { PhotoMarksField } from './photo-marks-field.tsx';

let page: ReturnType<typeof setUpAiTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const suggestRoute = `POST AI/photos/${PHOTO.id}/suggested-corners`;
const SUGGESTED = [
  [210, 300],
  [590, 296],
  [800, 520],
  [0, 530],
];

let latest: PhotoMark[] = [];
function Harness() {
  const [marks, setMarks] = useState<PhotoMark[]>([]);
  latest = marks;
  return <PhotoMarksField photo={PHOTO} marks={marks} onMarks={setMarks} errorFor={() => null} />;
}

/** The AI user's page with the corner editor open on the floor; the suggestion's answer is `answer`. */
async function openMarks(answer: () => { status?: number; body: unknown }) {
  page = setUpAiTest({ [suggestRoute]: answer });
  storeAiSession();
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: AI.markFloor }));
}

const found = (corners: number[][] | null) => () =>
  ok({ corners }, corners ? M.cornersSuggested : M.floorNotFound);
const floorCorners = () => latest.find((mark) => mark.kind === 'floor')?.corners;

describe('Suggest corners in Mark the floor', () => {
  it('asks on the person’s key press with the AI session, shows progress, lays the corners, and Undo gives theirs back', async () => {
    await openMarks(found(SUGGESTED));
    // The answer waits until the test lets it go, so the progress can be seen.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: Request) => {
      if (new URL(input.url).pathname.endsWith('/suggested-corners')) await held;
      return stubbed(input);
    });
    const own = floorCorners();
    const suggest = screen.getByRole('button', { name: T.suggestLabel('Floor') });
    suggest.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('progressbar', { name: T.suggesting })).toBeTruthy();
    expect((suggest as HTMLButtonElement).disabled).toBe(true);
    letGo();
    expect(await screen.findByText(M.cornersSuggested)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const call = page.requests.findIndex((r) => r.route === suggestRoute);
    expect(page.requests[call]?.body).toEqual({ kind: 'floor', near: null });
    expect(page.headers[call]?.get('AuthorizationAI')).toMatch(/^Bearer /);
    expect(floorCorners()).toEqual(SUGGESTED);

    await userEvent.click(screen.getByRole('button', { name: T.undoSuggestionLabel('Floor') }));
    expect(await screen.findByText(T.suggestionUndone)).toBeTruthy();
    expect(floorCorners()).toEqual(own);
  });

  it('keeps the person’s corners and says to place them by hand when none are found', async () => {
    await openMarks(found(null));
    const own = floorCorners();
    await userEvent.click(screen.getByRole('button', { name: T.suggestLabel('Floor') }));
    expect(await screen.findByText(M.floorNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.undoSuggestionLabel('Floor') })).toBeNull();
    expect(floorCorners()).toBe(own);
  });

  it('asks for the wall near where the person put it', async () => {
    await openMarks(found(SUGGESTED));
    await userEvent.click(screen.getByRole('button', { name: AI.addWall }));
    await userEvent.click(screen.getByRole('button', { name: T.suggestLabel('Wall') }));
    expect(await screen.findByText(M.cornersSuggested)).toBeTruthy();
    const wall = latest.find((mark) => mark.kind === 'wall');
    expect(wall?.corners).toEqual(SUGGESTED);
    // A new wall starts at 20–80 % across and 8–55 % down the 800 × 600 photo.
    expect(page.requests.find((r) => r.route === suggestRoute)?.body).toEqual({
      kind: 'wall',
      near: [400, 189],
    });
  });

  it('says to wait when the server refuses for too many suggestions, keeping the corners', async () => {
    await openMarks(() => ({ status: 429, body: { message: MESSAGES.tooManyRequests } }));
    const own = floorCorners();
    await userEvent.click(screen.getByRole('button', { name: T.suggestLabel('Floor') }));
    await waitFor(() => expect(screen.getByText(MESSAGES.tooManyRequests)).toBeTruthy());
    expect(floorCorners()).toBe(own);
  });
});
