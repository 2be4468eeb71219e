/**
 * `@showroom/ui/dropzone`: spec §5's file dropzone for pictures (the pros' logo and portfolio, the
 * vendors' product photos), as its own entry (and federation share key) so shoppers never download it.
 */

export { FileDropzone, type FileDropzoneProps } from './dropzone/file-dropzone.tsx';
export { type ImageUploadMessages, type ImageUploadRules, imageProblem } from './dropzone/image-check.ts';
