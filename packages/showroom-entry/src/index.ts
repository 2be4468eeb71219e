/** Widgets of the showroom-entry remote, exposed to the shell as `showroom_entry/widgets`. */
export { EntryForm, type EntryFormProps } from './widgets/entry-form/entry-form.tsx';
export { EntryModal, type EntryModalProps } from './widgets/entry-modal/entry-modal.tsx';
/** The lead form (spec §5/§7); its code is fetched on first render. */
export { LazyLeadForm as LeadForm } from './widgets/lead-form/lazy-lead-form.tsx';
export type { LeadFormProps } from './widgets/lead-form/lead-form.tsx';
export { ShowroomEntry, type ShowroomEntryProps } from './widgets/showroom-entry/showroom-entry.tsx';
