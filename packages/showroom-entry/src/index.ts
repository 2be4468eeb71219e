/** Widgets of the showroom-entry remote, exposed to the shell as `showroom_entry/widgets`. */
export { EntryForm, type EntryFormProps } from './widgets/entry-form/entry-form.tsx';
export { EntryModal, type EntryModalProps } from './widgets/entry-modal/entry-modal.tsx';
export { ShowroomEntry, type ShowroomEntryProps } from './widgets/showroom-entry/showroom-entry.tsx';
