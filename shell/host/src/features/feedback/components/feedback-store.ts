import { create } from 'zustand';

/** Whether the Beta Feedback modal is open (client state only). */
export const useFeedbackModal = create<{ open: boolean; setOpen(open: boolean): void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
