import { fileExtension, isAcceptedImageName } from '@showroom/contract/lead';
import { readImageSize } from './read-image-size.ts';

/** Spec §5's image rule for one kind of upload: accepted endings, a size limit and `maxdimensions`. */
export interface ImageUploadRules {
  /** The multipart field the server names in its refusals. */
  readonly field: string;
  readonly extensions: readonly string[];
  readonly maxBytes: number;
  readonly minWidth: number;
  readonly minHeight: number;
  /** How many files one drop may hold (spec §5 V4: `multiple` only when above 1; default 1). */
  readonly maxFiles?: number;
  /** Width × height the server decodes at most, when it says so (the room photos). */
  readonly maxPixels?: number;
}

/** What the dropzone says of a file that breaks a rule (the server's wording, from the contract). */
export interface ImageUploadMessages {
  readonly type: string;
  readonly size: string;
  readonly dimensions: string;
  /** Said of an image over `rules.maxPixels`. */
  readonly tooLarge?: string;
}

/**
 * Spec §5's image rules before anything is sent: an ending the rules accept, the size limit, and at least the
 * minimum width and height (`maxdimensions`), and at most `maxPixels` when given. The message to show, or null when it passes; the server
 * checks again and is the judge of what the bytes really are (an SVG's size is read there only, as a
 * scalable drawing has none the browser reports alike everywhere).
 */
export async function imageProblem(
  file: File,
  rules: ImageUploadRules,
  messages: ImageUploadMessages,
): Promise<string | null> {
  const ending = fileExtension(file.name);
  if (!rules.extensions.includes(ending)) return messages.type;
  if (file.size > rules.maxBytes) return messages.size;
  // A document the rules take (the chat's PDFs) has no picture size: the server checks what its bytes are.
  if (ending === 'svg' || !isAcceptedImageName(file.name)) return null;
  const size = await readImageSize(file);
  if (!size) return messages.type;
  if (rules.maxPixels && messages.tooLarge && size.width * size.height > rules.maxPixels)
    return messages.tooLarge;
  return size.width >= rules.minWidth && size.height >= rules.minHeight ? null : messages.dimensions;
}
