// zod's mini build, as the rest of the contract (decision 0078).
import { z } from 'zod/mini';
import { productHashField } from '../catalog/request-fields.ts';
import { envelopeSchema } from '../envelope/envelope.ts';
import { intField, positiveIdField } from '../validation/query-params.ts';
import { PROJECT_CHAT, PROJECT_CHAT_MESSAGES } from './project-chat-messages.ts';
import { CHAT_FILE_UPLOAD, PROJECT_FILE_MESSAGES, projectFileSchema } from './project-files.ts';
import { PROJECT_ROLES } from './project-views.ts';

/** What a chat message carries besides its text (decision 0107). */
export const PROJECT_CHAT_KINDS = ['text', 'product', 'checklist_item'] as const;
export type ProjectChatKind = (typeof PROJECT_CHAT_KINDS)[number];

/** The most of one product a checklist suggestion names. */
export const MAX_CHAT_QUANTITY = 9999;

const tooLong = PROJECT_CHAT_MESSAGES.tooLong.replace('{max}', String(PROJECT_CHAT.messageMaxLength));

/**
 * `POST /api/projectChat` (spec §7 "message"): a text, a product card or a checklist item (a product
 * with a quantity, suggested for the project's checklist). The text is kept as typed (only trimmed):
 * it is plain text, escaped wherever it is shown.
 */
export const postProjectChatRequestSchema = z
  .object({
    project_id: positiveIdField('project_id'),
    kind: z._default(z.enum(PROJECT_CHAT_KINDS, { error: 'The selected kind is invalid.' }), 'text' as const),
    message: z._default(
      z
        .string({ error: 'The message field must be a string.' })
        .check(z.trim(), z.maxLength(PROJECT_CHAT.messageMaxLength, tooLong)),
      '',
    ),
    product: z.optional(productHashField('product')),
    quantity: z.optional(intField('quantity', 1, MAX_CHAT_QUANTITY)),
    /** Files uploaded to the project's files first (`POST /api/project/{id}/files`), by their ids. */
    files: z._default(
      z
        .array(
          z
            .string({ error: PROJECT_FILE_MESSAGES.fileNotFound })
            .check(z.regex(/^[0-9a-f-]{36}$/, PROJECT_FILE_MESSAGES.fileNotFound)),
          { error: 'The files field must be an array.' },
        )
        .check(
          z.maxLength(
            CHAT_FILE_UPLOAD.maxFiles,
            `The files field must not have more than ${CHAT_FILE_UPLOAD.maxFiles} items.`,
          ),
        ),
      [],
    ),
  })
  .check(
    z.refine((body) => body.kind !== 'text' || body.message.length > 0 || body.files.length > 0, {
      message: PROJECT_CHAT_MESSAGES.required,
      path: ['message'],
    }),
    z.refine((body) => body.kind === 'text' || body.product !== undefined, {
      message: 'The product field is required.',
      path: ['product'],
    }),
  );
export type PostProjectChatRequest = z.input<typeof postProjectChatRequestSchema>;
/** The message as the server reads it once valid (defaults filled in). */
export type ValidProjectChatPost = z.output<typeof postProjectChatRequestSchema>;

export const projectChatParamsSchema = z.object({ projectId: positiveIdField('projectId') });

/** `GET /api/projectChat/{projectId}?before=`: the page of messages before this id (older ones). */
export const projectChatPageQuerySchema = z.object({
  before: z.optional(positiveIdField('before')),
});

/** `GET /api/projectChat?t=files`: the files shared in the caller's chats instead of the chats. */
export const projectChatListQuerySchema = z.object({
  t: z.optional(z.enum(['files'], { error: 'The selected t is invalid.' })),
});

/** `POST /api/projectChat/{projectId}/read`: the newest message the caller has seen. */
export const projectChatReadRequestSchema = z.object({ message_id: positiveIdField('message_id') });

export const projectChatProductSchema = z.object({
  hash: z.string(),
  name: z.string(),
  photo: z.nullable(z.string()),
});
export type ProjectChatProduct = z.infer<typeof projectChatProductSchema>;

export const projectChatSenderSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.enum(PROJECT_ROLES),
});

/** One message of `Project_chats`. */
export const projectChatMessageSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  /** Null once its author's account is gone (the message stays for the others). */
  sender: z.nullable(projectChatSenderSchema),
  kind: z.enum(PROJECT_CHAT_KINDS),
  message: z.string(),
  product: z.nullable(projectChatProductSchema),
  quantity: z.nullable(z.int()),
  /** Files sent with it, with links that open them for this viewer for a while (decision 0105). */
  files: z.array(projectFileSchema),
  created_at: z.string(),
});
export type ProjectChatMessage = z.infer<typeof projectChatMessageSchema>;

/** Someone in the chat and the newest message they have read (the read marks). */
export const projectChatParticipantSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.enum(PROJECT_ROLES),
  last_read_message_id: z.nullable(z.int()),
});
export type ProjectChatParticipant = z.infer<typeof projectChatParticipantSchema>;

/** `GET /api/projectChat/{projectId}` (spec §7 "Project_chats, room_files"). */
export const projectChatResponseSchema = envelopeSchema(
  z.object({
    project: z.object({ id: z.int(), name: z.string(), shared_with_pro: z.boolean() }),
    /** Oldest first; `has_older` says whether a page before the first one exists. */
    Project_chats: z.array(projectChatMessageSchema),
    has_older: z.boolean(),
    /** Every file of the project (its rooms' photos and the chat's files), for its participants only. */
    room_files: z.array(projectFileSchema),
    participants: z.array(projectChatParticipantSchema),
    /** The caller's own role in this project. */
    role: z.enum(PROJECT_ROLES),
  }),
);
export type ProjectChatResponse = z.infer<typeof projectChatResponseSchema>;

/** One of the caller's chats in `GET /api/projectChat`. */
export const projectChatSummarySchema = z.object({
  project_id: z.int(),
  project_name: z.string(),
  /** The homeowner whose project it is (the pros' Projects screen lists it by them). */
  owner_name: z.string(),
  role: z.enum(PROJECT_ROLES),
  last_message: z.nullable(projectChatMessageSchema),
  unread_count: z.int(),
});
export type ProjectChatSummary = z.infer<typeof projectChatSummarySchema>;

/** `GET /api/projectChat`: the caller's chats, newest activity first, and their unread total. */
export const projectChatListResponseSchema = envelopeSchema(
  z.object({ chats: z.array(projectChatSummarySchema), unread_total: z.int() }),
);
export type ProjectChatListResponse = z.infer<typeof projectChatListResponseSchema>;

/** `GET /api/projectChat?t=files`. */
export const projectChatFilesResponseSchema = envelopeSchema(z.object({ files: z.array(projectFileSchema) }));

/** `POST /api/projectChat`: the message as stored. */
export const postProjectChatResponseSchema = envelopeSchema(projectChatMessageSchema);
export type PostProjectChatResponse = z.infer<typeof postProjectChatResponseSchema>;
