import { create } from 'zustand';

interface EntryModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/** Whether the Showroom ID modal is open; any part of the shell may ask for it. */
export const useEntryModal = create<EntryModalState>((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
