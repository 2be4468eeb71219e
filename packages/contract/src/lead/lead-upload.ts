import { formatMessage, MESSAGES } from '@showroom/contract';

/**
 * Limits on the optional files of a lead (spec §5 image rule, issue #4): images only, checked by
 * name ending and decoded content on the server. Numbers live here once; messages use Laravel's wording.
 */
export const LEAD_UPLOAD = {
  /** The multipart field; `files[]` is accepted too (PHP-style clients). */
  field: 'files',
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'png', 'gif', 'svg', 'bmp'],
  /**
   * Spec §5's "at least w×h" (its numbers are not given): a photo or plan a pro can read, while
   * icons and tracking pixels are refused.
   */
  minWidth: 100,
  minHeight: 100,
} as const;

const maxKilobytes = LEAD_UPLOAD.maxBytes / 1024;

/** Laravel's messages for the upload rules; `field` is the item's name, e.g. `files.0`. */
export const LEAD_UPLOAD_MESSAGES = {
  type: (field: string) => `The ${field} field must be a file of type: ${LEAD_UPLOAD.extensions.join(', ')}.`,
  size: (field: string) => `The ${field} field must not be greater than ${maxKilobytes} kilobytes.`,
  dimensions: (field: string) =>
    formatMessage(MESSAGES.imageMinDimensions, { field, w: LEAD_UPLOAD.minWidth, h: LEAD_UPLOAD.minHeight }),
  count: `The ${LEAD_UPLOAD.field} field must not have more than ${LEAD_UPLOAD.maxFiles} items.`,
  multipartOnly: 'Send the lead form as multipart/form-data or JSON.',
  malformed: 'The lead form could not be read: send multipart/form-data with a boundary, or JSON.',
} as const;

/** The lower-case ending of a file name, or '' (what the type rule looks at first). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** True when `name` ends in one of the accepted image endings. */
export function isAcceptedImageName(name: string): boolean {
  return (LEAD_UPLOAD.extensions as readonly string[]).includes(fileExtension(name));
}
