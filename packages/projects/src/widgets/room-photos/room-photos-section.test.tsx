import {
  PHOTO_SURFACE_TEXTS,
  PROJECT_FILE_MESSAGES,
  type ProjectDetails,
  type ProjectFile,
  ROOM_PHOTO_MESSAGES,
  ROOM_PHOTO_TEXTS as T,
} from '@showroom/contract/projects';
import { ApiError } from '@showroom/core';
import { type StubRoutes, setUpScreenTest, signInTestUser } from '@showroom/core/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { RoomPhotosSection } from './room-photos-section.tsx';

// Files share one module graph (isolate: false): a fresh one lets this file's mocks reach every module that
// imports them, and the one left behind holds none of them.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

const upload = vi.hoisted(() => vi.fn());
// jsdom sends no XMLHttpRequest uploads: the upload call is replaced, everything else goes through fetch.
vi.mock('@showroom/core/upload', () => ({ upload }));

// jsdom decodes no images: the browser's decoder answers by the file's name.
vi.stubGlobal('createImageBitmap', async (file: File) => ({
  ...(file.name.startsWith('small') ? { width: 320, height: 240 } : { width: 1600, height: 1200 }),
  close: () => undefined,
}));

let page: ReturnType<typeof setUpScreenTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  upload.mockReset();
});

const OWNER = 7;
const PRO = 9;

const project = (role: ProjectDetails['role']): ProjectDetails => ({
  id: 5,
  name: 'Kitchen refresh',
  display_name: 'Kitchen refresh',
  room_type: 'Kitchen',
  budget_cents: null,
  zip: null,
  design_path: null,
  room_count: 1,
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
  extra_info: null,
  style_profile: null,
  rooms: [{ id: 11, name: 'Kitchen', room_type: 'Kitchen', position: 0 }],
  role,
  shared_with_pro: true,
});

const photo = (id: string, name: string, uploaderId: number): ProjectFile => ({
  id,
  project_id: 5,
  room_id: 11,
  message_id: null,
  kind: 'photo',
  name,
  size: 1000,
  width: 1600,
  height: 1200,
  uploaded_by: { id: uploaderId, name: 'Someone' },
  created_at: '2026-11-29T10:00:00.000Z',
  url: `project_files/${id}?v=full&u=7&e=1&s=x`,
  thumb_url: `project_files/${id}?v=thumb&u=7&e=1&s=x`,
  links_expire_at: '2999-01-01T00:00:00.000Z',
});

const A = photo('aaaa', 'window.jpg', OWNER);
const B = photo('bbbb', 'floor.jpg', PRO);

function show(role: ProjectDetails['role'], userId: number, routes: StubRoutes = {}) {
  page = setUpScreenTest({
    'GET projects/5': () => ({ body: { success: true, message: '', data: project(role) } }),
    'GET projects/5/rooms/11/photos': () => ({ body: { success: true, message: '', data: [A, B] } }),
    ...routes,
  });
  signInTestUser(
    { id: userId, email: 'someone@showroom.test', type: role === 'owner' ? 'User' : 'Contractor' },
    't',
  );
  render(<RoomPhotosSection projectId={5} />);
}

describe('RoomPhotosSection', () => {
  it('shows each room’s thumbnails through their signed links, and takes several files at once', async () => {
    show('owner', OWNER);
    const open = await screen.findByRole('button', { name: T.open('window.jpg') });
    expect(open.querySelector('img')?.getAttribute('src')).toBe(`http://platform.test/api/${A.thumb_url}`);
    expect(screen.getByLabelText<HTMLInputElement>(T.chooseLabel('Kitchen')).multiple).toBe(true);
    expect(screen.getByRole('heading', { name: /Kitchen/ }).textContent).toContain(T.count(2));
  });

  it('opens a photo large with Enter and closes it with Escape', async () => {
    show('owner', OWNER);
    const open = await screen.findByRole('button', { name: T.open('floor.jpg') });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'floor.jpg' });
    expect(within(dialog).getByRole('img', { name: 'floor.jpg' }).getAttribute('src')).toBe(
      `http://platform.test/api/${B.url}`,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a photo only after the confirmation, with the server’s message', async () => {
    show('owner', OWNER, {
      'DELETE projects/5/files/bbbb': () => ({
        body: { success: true, message: PROJECT_FILE_MESSAGES.removed },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: T.removeLabel('floor.jpg') }));
    const dialog = await screen.findByRole('dialog', { name: T.removeTitle });
    expect(page.requests.some((request) => request.route.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmRemove }));
    await waitFor(() => expect(screen.queryByRole('button', { name: T.open('floor.jpg') })).toBeNull());
    expect(page.toasts()).toContainEqual({ type: 'success', message: PROJECT_FILE_MESSAGES.removed });
    expect(screen.getByRole('button', { name: T.open('window.jpg') })).toBeTruthy();
  });

  it('opens a photo for laying materials below the grid, for the pro too, with focus on its heading', async () => {
    show('pro', PRO, {
      'GET projects/5/photos/aaaa/surfaces': () => ({
        body: {
          success: true,
          message: '',
          data: { file_id: 'aaaa', width: 1600, height: 1200, surfaces: [], updated_at: null },
        },
      }),
    });
    const lay = await screen.findByRole('button', { name: PHOTO_SURFACE_TEXTS.openLabel('window.jpg') });
    await userEvent.click(lay);
    // The editor's code loads on the click (a lazy chunk), which takes the test runner a while.
    const heading = await screen.findByRole(
      'heading',
      { name: PHOTO_SURFACE_TEXTS.title('window.jpg') },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(lay.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(PHOTO_SURFACE_TEXTS.noSurfaces)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: PHOTO_SURFACE_TEXTS.close }));
    expect(screen.queryByRole('heading', { name: PHOTO_SURFACE_TEXTS.title('window.jpg') })).toBeNull();
  });

  it('offers the pro to remove only the photos the pro added', async () => {
    show('pro', PRO);
    await screen.findByRole('button', { name: T.open('window.jpg') });
    expect(screen.queryByRole('button', { name: T.removeLabel('window.jpg') })).toBeNull();
    expect(screen.getByRole('button', { name: T.removeLabel('floor.jpg') })).toBeTruthy();
  });

  it('refuses a too-small photo with the spec’s message, names a server refusal, and adds what passed', async () => {
    const added = photo('cccc', 'wall.jpg', OWNER);
    upload.mockImplementation(
      async (_path: string, options: { body: FormData; onProgress: (n: number) => void }) => {
        const file = options.body.get('file') as File;
        if (file.name === 'evil.svg') {
          throw new ApiError({
            kind: 'http',
            status: 422,
            body: null,
            fieldErrors: { file: [ROOM_PHOTO_MESSAGES.unsafe] },
          });
        }
        options.onProgress(1);
        return { success: true, message: PROJECT_FILE_MESSAGES.photoAdded, data: added };
      },
    );
    show('owner', OWNER);
    await screen.findByRole('button', { name: T.open('window.jpg') });
    const input = screen.getByLabelText<HTMLInputElement>(T.chooseLabel('Kitchen'));
    const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    await userEvent.upload(input, [file('small-room.jpg'), file('evil.svg'), file('wall.jpg')]);
    await screen.findByRole('button', { name: T.open('wall.jpg') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`small-room.jpg: ${ROOM_PHOTO_MESSAGES.dimensions}`);
    expect(alert.textContent).toContain(`evil.svg: ${ROOM_PHOTO_MESSAGES.unsafe}`);
    expect(ROOM_PHOTO_MESSAGES.dimensions).toBe('The photo field must be Minimum 640 X 480 pixels.');
  });

  it('offers to try again when the project cannot be loaded', async () => {
    page = setUpScreenTest({
      'GET projects/5': () => ({ status: 500, body: { message: 'Server Error' } }),
    });
    render(<RoomPhotosSection projectId={5} />);
    expect(await screen.findByText(T.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.tryAgain })).toBeTruthy();
  });

  it('follows the rooms of the project the page holds, without loading it again', async () => {
    page = setUpScreenTest({
      'GET projects/5/rooms/12/photos': () => ({ body: { success: true, message: '', data: [] } }),
    });
    signInTestUser({ id: OWNER, email: 'someone@showroom.test', type: 'User' }, 't');
    const held = { ...project('owner'), rooms: [{ id: 12, name: 'Pantry', room_type: null, position: 1 }] };
    render(<RoomPhotosSection projectId={5} project={held} />);
    expect(await screen.findByText(T.empty)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Pantry/ })).toBeTruthy();
    expect(page.requests.map((request) => request.route)).toEqual(['GET projects/5/rooms/12/photos']);
  });
});
