import { PHOTO_SURFACE_MESSAGES as M, PHOTO_SURFACE_TEXTS as T } from '@showroom/contract/projects';
import { setUpScreenTest, signInTestUser } from '@showroom/core/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoRoomEditor } from './photo-room-editor.tsx';
import { PHOTO, SAVED, surfacesRoute } from './photo-room-fixtures.ts';

let page: ReturnType<typeof setUpScreenTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

function show(put: (body: unknown) => { status?: number; body: unknown }) {
  page = setUpScreenTest({
    [`GET ${surfacesRoute}`]: () => ({ body: { success: true, message: '', data: SAVED } }),
    [`PUT ${surfacesRoute}`]: put,
  });
  signInTestUser({ id: 7, email: 'homeowner@showroom.test', type: 'User' }, 't');
  render(<PhotoRoomEditor projectId={5} photo={PHOTO} onClose={() => undefined} />);
}

describe('PhotoRoomEditor', () => {
  it('loads the saved surface, moves a corner with the arrow keys and saves the moved corner', async () => {
    show((body) => ({ body: { success: true, message: M.saved, data: SAVED }, sent: body }));
    const corner = await screen.findByRole('button', { name: T.corner(1, 'Floor') });
    expect(screen.getByLabelText<HTMLInputElement>(T.feet).value).toBe('12');
    expect(screen.getByLabelText<HTMLInputElement>(T.inches).value).toBe('6');
    expect(screen.getByText('12 ft 6 in')).toBeTruthy();
    corner.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowLeft}');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(page.toasts()).toContainEqual({ type: 'success', message: M.saved }));
    const sent = page.requests.find((r) => r.route === `PUT ${surfacesRoute}`)?.body as {
      surfaces: { corners: number[][]; length_inches: number; product_id: number; colour: string }[];
    };
    // A step is half a percent of the photo's 1200 pixels.
    expect(sent.surfaces[0]?.corners[0]).toEqual([294, 512]);
    expect(sent.surfaces[0]).toMatchObject({ length_inches: 150, product_id: 42, colour: 'Honey' });
  });

  it('shows a length of 0 under the length fields without sending, and the server’s 422 under its field', async () => {
    show(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { 'surfaces.0.colour': [M.colourMissing] } },
    }));
    const feet = await screen.findByLabelText<HTMLInputElement>(T.feet);
    await userEvent.clear(feet);
    await userEvent.clear(screen.getByLabelText(T.inches));
    await userEvent.type(feet, '0');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.lengthPositive);
    expect(page.requests.some((r) => r.route.startsWith('PUT'))).toBe(false);

    await userEvent.type(feet, '9');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(page.requests.some((r) => r.route.startsWith('PUT'))).toBe(true));
    expect(await screen.findByText(M.colourMissing)).toBeTruthy();
    expect(screen.queryByText(M.lengthPositive)).toBeNull();
  });

  it('adds a wall with its own corners and asks for its product before saving', async () => {
    show(() => ({ body: { success: true, message: M.saved, data: SAVED } }));
    await userEvent.click(await screen.findByRole('button', { name: T.addWall }));
    expect(screen.getByRole('button', { name: T.corner(1, 'Wall A') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.corner(1, 'Floor') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.productRequired);
    expect(page.requests.some((r) => r.route.startsWith('PUT'))).toBe(false);
  });
});
