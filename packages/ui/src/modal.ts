/**
 * `@showroom/ui/modal`: the dialog. Its own entry (and federation share key) so an embedded widget
 * that opens no dialog, like `<showroom-entry>`, does not download it with its first paint.
 */
export { Modal, type ModalProps } from './modal/modal.tsx';
