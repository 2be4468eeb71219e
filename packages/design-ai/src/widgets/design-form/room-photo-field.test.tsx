import { type AiPhoto, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, PHOTO, setUpAiTest, storeAiSession } from '../../testing/design-ai-test-setup.tsx';
import { RoomPhotoField } from './room-photo-field.tsx';

let page: ReturnType<typeof setUpAiTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

function Harness() {
  const [photo, setPhoto] = useState<AiPhoto | null>(PHOTO);
  return <RoomPhotoField photo={photo} onPhoto={setPhoto} />;
}

const deletes = () => page.requests.filter((request) => request.route === `DELETE AI/photos/${PHOTO.id}`);

describe('the chosen room photo', () => {
  it('is removed only after the confirmation, by keyboard, and the dropzone comes back', async () => {
    page = setUpAiTest({ [`DELETE AI/photos/${PHOTO.id}`]: () => ok({ id: PHOTO.id }, 'Photo removed.') });
    storeAiSession();
    render(<Harness />);
    const remove = screen.getByRole('button', { name: T.removePhoto });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: T.removePhotoTitle });
    expect(dialog.textContent).toContain(T.removePhotoText);
    // Escape keeps the photo and sends nothing.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);
    expect(screen.getByRole('button', { name: T.removePhoto })).toBeTruthy();

    screen.getByRole('button', { name: T.removePhoto }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: T.removePhotoTitle });
    // The dialog's own Remove photo, beside "Keep it".
    const inDialog = within(screen.getByRole('dialog'));
    inDialog.getByRole('button', { name: T.removePhoto }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(1);
    expect(page.headers[page.requests.indexOf(deletes()[0]!)]?.get('AuthorizationAI')).toMatch(/^Bearer /);
    expect(screen.getByText(T.photoPrompt)).toBeTruthy();
  });

  it('lets go of the photo without deleting it with "Use another photo"', async () => {
    page = setUpAiTest({});
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: T.otherPhoto }));
    expect(screen.getByText(T.photoPrompt)).toBeTruthy();
    expect(page.requests).toEqual([]);
  });
});
