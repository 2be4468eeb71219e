import { PHOTO_SURFACE_MESSAGES as M, PHOTO_SURFACE_TEXTS as T } from '@showroom/contract/projects';
import { setUpScreenTest, signInTestUser } from '@showroom/core/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoRoomEditor } from './photo-room-editor.tsx';
import { PHOTO, SAVED, surfacesRoute } from './photo-room-fixtures.ts';

let page: ReturnType<typeof setUpScreenTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const suggestRoute = `POST projects/5/photos/${PHOTO.id}/suggested-corners`;
const SUGGESTED = [
  [320, 480],
  [880, 470],
  [1200, 700],
  [0, 710],
];

function show(suggested: number[][] | null, meanwhile: () => void = () => undefined) {
  page = setUpScreenTest({
    [`GET ${surfacesRoute}`]: () => ({ body: { success: true, message: '', data: SAVED } }),
    [`PUT ${surfacesRoute}`]: () => ({ body: { success: true, message: M.saved, data: SAVED } }),
    [suggestRoute]: () => {
      meanwhile();
      return {
        body: {
          success: true,
          message: suggested ? M.cornersSuggested : M.floorNotFound,
          data: { corners: suggested },
        },
      };
    },
  });
  signInTestUser({ id: 7, email: 'homeowner@showroom.test', type: 'User' }, 't');
  render(<PhotoRoomEditor projectId={5} photo={PHOTO} onClose={() => undefined} />);
}

/** The corners the last save sent, surface by surface. */
async function savedCorners() {
  const before = page.requests.filter((r) => r.route === `PUT ${surfacesRoute}`).length;
  await userEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() =>
    expect(page.requests.filter((r) => r.route === `PUT ${surfacesRoute}`).length).toBe(before + 1),
  );
  const sent = page.requests.filter((r) => r.route === `PUT ${surfacesRoute}`).at(-1)?.body as {
    surfaces: { corners: number[][] }[];
  };
  return sent.surfaces.map((s) => s.corners);
}

describe('Suggest corners', () => {
  it('lays the suggested corners on the person’s key press, and Undo gives their own back', async () => {
    show(SUGGESTED);
    const suggest = await screen.findByRole('button', { name: T.suggestLabel('Floor') });
    suggest.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(M.cornersSuggested)).toBeTruthy();
    expect(page.requests.find((r) => r.route === suggestRoute)?.body).toEqual({ kind: 'floor', near: null });
    expect((await savedCorners())[0]).toEqual(SUGGESTED);

    await userEvent.click(screen.getByRole('button', { name: T.undoSuggestionLabel('Floor') }));
    expect(await screen.findByText(T.suggestionUndone)).toBeTruthy();
    expect((await savedCorners())[0]).toEqual(SAVED.surfaces[0]?.corners);
  });

  it('keeps the person’s corners and says to place them by hand when none are found', async () => {
    show(null);
    await userEvent.click(await screen.findByRole('button', { name: T.suggestLabel('Floor') }));
    expect(await screen.findByText(M.floorNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.undoSuggestionLabel('Floor') })).toBeNull();
    expect((await savedCorners())[0]).toEqual(SAVED.surfaces[0]?.corners);
  });

  it('asks for a wall near where the person put it', async () => {
    show(SUGGESTED);
    await userEvent.click(await screen.findByRole('button', { name: T.addWall }));
    await userEvent.click(screen.getByRole('button', { name: T.suggestLabel('Wall A') }));
    expect(await screen.findByText(M.cornersSuggested)).toBeTruthy();
    // A new wall starts at 20–80 % across and 8–55 % down the 1200 × 900 photo.
    expect(page.requests.find((r) => r.route === suggestRoute)?.body).toEqual({
      kind: 'wall',
      near: [600, 283.5],
    });
  });

  it('drops a suggestion that arrives after the person moved a corner of that surface', async () => {
    show(SUGGESTED, () =>
      fireEvent.keyDown(screen.getByRole('button', { name: T.corner(1, 'Floor') }), { key: 'ArrowDown' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: T.suggestLabel('Floor') }));
    expect(await screen.findByText(T.movedMeanwhile)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.undoSuggestionLabel('Floor') })).toBeNull();
    // Their move stands (6 px down on the 1200-px photo), not the suggestion.
    expect((await savedCorners())[0]?.[0]).toEqual([300, 506]);
  });
});
