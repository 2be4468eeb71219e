/** A room photo and its saved floor, as the API answers them, for the editor's tests. */
import type { PhotoSurfaces, ProjectFile } from '@showroom/contract/projects';

export const PHOTO: ProjectFile = {
  id: 'aaaaaaaa-0000-0000-0000-000000000000',
  project_id: 5,
  room_id: 11,
  message_id: null,
  kind: 'photo',
  name: 'kitchen.jpg',
  size: 1000,
  width: 1200,
  height: 900,
  uploaded_by: { id: 7, name: 'Olivia' },
  created_at: '2026-11-29T10:00:00.000Z',
  url: 'project_files/aaaa?v=full&u=7&e=1&s=x',
  thumb_url: 'project_files/aaaa?v=thumb&u=7&e=1&s=x',
  links_expire_at: '2999-01-01T00:00:00.000Z',
};

export const SAVED: PhotoSurfaces = {
  file_id: PHOTO.id,
  width: 1200,
  height: 900,
  updated_at: '2026-11-29T11:00:00.000Z',
  surfaces: [
    {
      id: 1,
      kind: 'floor',
      label: 'Floor',
      corners: [
        [300, 500],
        [900, 500],
        [1100, 850],
        [100, 850],
      ],
      length_corners: [0, 1],
      length_inches: 150,
      product: { id: 42, hash: '0123456789abcdef', name: 'Oak Plank', photo: null },
      size: null,
      colour: { name: 'Honey', hex: '#c8a165' },
    },
  ],
};

export const surfacesRoute = `projects/5/photos/${PHOTO.id}/surfaces`;
