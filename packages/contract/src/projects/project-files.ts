import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { LEAD_UPLOAD } from '../lead/lead-upload.ts';
import { formatMessage, MESSAGES } from '../messages/messages.ts';
import { intField, MAX_ID, positiveIdField } from '../validation/query-params.ts';

/**
 * A project's files (issue #25, decision 0105): its rooms' photos and the files shared in its chat.
 * Spec §5's image rule (the endings jpg, svg, jpeg, png, bmp, gif; `maxdimensions` [w, h]) and the
 * dropzone's V4 (`multiple` only when max > 1). The spec gives no numbers, so: a room photo is at least
 * VGA (a phone's smallest setting), at most 25 megapixels (the decoder's limit), 12 MB (a phone's 8 MB
 * photo passes with room to spare); a chat may also carry a PDF (quotes, plans, invoices).
 */
export const ROOM_PHOTO_UPLOAD = {
  /** The multipart field of the one file each upload sends. */
  field: 'file',
  maxBytes: 12 * 1024 * 1024,
  extensions: LEAD_UPLOAD.extensions,
  minWidth: 640,
  minHeight: 480,
  /** Width × height the server decodes at most (a 6000 × 4000 photo); larger is refused unread. */
  maxPixels: 25_000_000,
  /** Files one drop may hold: the dropzone sends them one after another, each with its own bar. */
  maxFiles: 10,
  /** Photos one room holds. */
  maxPerRoom: 40,
  /** The sizes every photo is kept in (webp): the grid's thumbnail and the large view. */
  widths: [400, 1200],
} as const;

/** A file of a project's chat: a photo as a room photo's rules (smaller allowed), or a PDF. */
export const CHAT_FILE_UPLOAD = {
  field: ROOM_PHOTO_UPLOAD.field,
  maxBytes: ROOM_PHOTO_UPLOAD.maxBytes,
  extensions: [...LEAD_UPLOAD.extensions, 'pdf'],
  minWidth: LEAD_UPLOAD.minWidth,
  minHeight: LEAD_UPLOAD.minHeight,
  maxPixels: ROOM_PHOTO_UPLOAD.maxPixels,
  maxFiles: 5,
} as const;

/** How long a signed link to a file opens it: long enough to look, short enough that a leaked one dies. */
export const FILE_LINK_SECONDS = 15 * 60;

const maxKilobytes = ROOM_PHOTO_UPLOAD.maxBytes / 1024;
const megapixels = ROOM_PHOTO_UPLOAD.maxPixels / 1_000_000;

/** Why an upload was refused, in Laravel's wording naming its field (as the lead form's, the vendors'). */
function uploadMessages(label: string, extensions: readonly string[], min: { w: number; h: number }) {
  return {
    type: `The ${label} field must be a file of type: ${extensions.join(', ')}.`,
    size: `The ${label} field must not be greater than ${maxKilobytes} kilobytes.`,
    dimensions: formatMessage(MESSAGES.imageMinDimensions, { field: label, ...min }),
    tooLarge: `The ${label} field must be at most ${megapixels} megapixels (6000 X 4000 pixels).`,
    renamed: `The ${label} field's name does not match what the file is (a renamed file).`,
    unsafe: `The ${label} field holds a script or hidden content and was refused.`,
    missing: `The ${label} field is required.`,
    multipartOnly: 'Send the file as multipart/form-data.',
  } as const;
}

export const ROOM_PHOTO_MESSAGES = uploadMessages('photo', ROOM_PHOTO_UPLOAD.extensions, {
  w: ROOM_PHOTO_UPLOAD.minWidth,
  h: ROOM_PHOTO_UPLOAD.minHeight,
});

export const CHAT_FILE_MESSAGES = uploadMessages('file', CHAT_FILE_UPLOAD.extensions, {
  w: CHAT_FILE_UPLOAD.minWidth,
  h: CHAT_FILE_UPLOAD.minHeight,
});

/** The answers of the file calls. */
export const PROJECT_FILE_MESSAGES = {
  full: `A room holds at most ${ROOM_PHOTO_UPLOAD.maxPerRoom} photos. Remove one first.`,
  photoAdded: 'Photo added.',
  fileAdded: 'File added.',
  removed: 'File removed.',
  notYours: 'Only the person who uploaded a file, or the project owner, can remove it.',
  fileNotFound: 'File not found.',
  linkExpired: 'This link has expired or is not valid. Open the file again from the project.',
} as const;

/** Photos are kept as webp at the two widths; a PDF as it came, never rendered or previewed by us. */
export const PROJECT_FILE_KINDS = ['photo', 'pdf'] as const;
export type ProjectFileKind = (typeof PROJECT_FILE_KINDS)[number];

/** Which stored copy a link opens: the 400-pixel thumbnail, or the large view (a photo's 1200, a PDF). */
export const PROJECT_FILE_VARIANTS = ['thumb', 'full'] as const;
export type ProjectFileVariant = (typeof PROJECT_FILE_VARIANTS)[number];

/** One file of a project, with links (under the API root) that open it for this viewer for a while. */
export const projectFileSchema = z.object({
  id: z.string(),
  project_id: z.int(),
  room_id: z.nullable(z.int()),
  message_id: z.nullable(z.int()),
  kind: z.enum(PROJECT_FILE_KINDS),
  /** The name it was uploaded under, shown only (never a path). */
  name: z.string(),
  /** Bytes as uploaded. */
  size: z.int(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  uploaded_by: z.object({ id: z.int(), name: z.string() }),
  created_at: z.string(),
  /** The large view: a photo at 1200 pixels wide (never enlarged), a PDF as a download. */
  url: z.string(),
  /** A photo's 400-pixel thumbnail; null for a PDF. */
  thumb_url: z.nullable(z.string()),
  /** When the links stop opening; a fresh list gives fresh links. */
  links_expire_at: z.string(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** A room's photos, oldest first; what the room photo calls answer. */
export const projectFilesResponseSchema = envelopeSchema(z.array(projectFileSchema));
export type ProjectFilesResponse = z.infer<typeof projectFilesResponseSchema>;

/** One file just uploaded (a chat file, to attach to a message by its id). */
export const projectFileResponseSchema = envelopeSchema(projectFileSchema);
export type ProjectFileResponse = z.infer<typeof projectFileResponseSchema>;

const fileId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, PROJECT_FILE_MESSAGES.fileNotFound));

/** `DELETE /api/projects/:id/files/:fileId` (a room photo or a chat file). */
export const projectFileParamsSchema = z.object({ id: positiveIdField('id'), fileId });

/** `GET /api/project_files/:fileId?v=&u=&e=&s=`: the signed, expiring link itself. */
export const projectFileLinkParamsSchema = z.object({ fileId });
export const projectFileLinkQuerySchema = z.object({
  v: z.enum(PROJECT_FILE_VARIANTS, { error: PROJECT_FILE_MESSAGES.linkExpired }),
  u: intField('viewer', 1, MAX_ID),
  e: intField('expiry', 0, Number.MAX_SAFE_INTEGER),
  s: z.string().check(z.regex(/^[0-9a-f]{64}$/, PROJECT_FILE_MESSAGES.linkExpired)),
});
export type ProjectFileLinkQuery = z.infer<typeof projectFileLinkQuerySchema>;

/** The path (under the API root) of a signed link; the server signs, everybody builds it here. */
export function projectFileLinkPath(id: string, query: ProjectFileLinkQuery): string {
  const search = `v=${query.v}&u=${query.u}&e=${query.e}&s=${query.s}`;
  return `project_files/${encodeURIComponent(id)}?${search}`;
}

/** What the project page's room photos section says. */
export const ROOM_PHOTO_TEXTS = {
  heading: 'Room photos',
  loading: 'Loading photos…',
  loadFailed: 'The photos could not be loaded.',
  tryAgain: 'Try again',
  noRooms: 'Add a room to the project to add its photos.',
  empty: 'No photos of this room yet.',
  roomHeading: (room: string) => `${room} photos`,
  dropPrompt: (room: string) => `Drop photos of ${room} here`,
  chooseLabel: (room: string) => `Choose photos of ${room}`,
  open: (name: string) => `Open ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove this photo?',
  removeText: (name: string) => `${name} is removed for everyone in this project. This cannot be undone.`,
  keep: 'Keep it',
  confirmRemove: 'Remove photo',
  count: (count: number) => `${count} of ${ROOM_PHOTO_UPLOAD.maxPerRoom}`,
} as const;
