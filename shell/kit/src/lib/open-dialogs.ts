import { useEffect, useId } from 'react';
import { create } from 'zustand';

/**
 * The page's one record of open dialogs, shared by the shell and every remote (it lives in the kit's shared index):
 * every kit dialog registers itself while it is open (ui/dialog.tsx), and a dialog that opens by itself (the laws
 * popup) asks before opening, so it never opens over another app's dialog. No app watches the DOM for another's.
 */
interface OpenDialogsState {
  open: readonly string[];
  add: (id: string) => void;
  remove: (id: string) => void;
}

const useOpenDialogsStore = create<OpenDialogsState>()((set) => ({
  open: [],
  add: (id) => set((state) => (state.open.includes(id) ? state : { open: [...state.open, id] })),
  remove: (id) => set((state) => ({ open: state.open.filter((other) => other !== id) })),
}));

/** Records the calling dialog as open while it is mounted (a kit dialog's content is mounted only while open). */
export function useRegisterOpenDialog(): void {
  const id = useId();
  useEffect(() => {
    const { add, remove } = useOpenDialogsStore.getState();
    add(id);
    return () => remove(id);
  }, [id]);
}

/** Whether any dialog is open on the page now (in whichever app). */
export const useAnyDialogOpen = (): boolean => useOpenDialogsStore((state) => state.open.length > 0);

/** The number of open dialogs (tests, diagnostics). */
export const openDialogCount = (): number => useOpenDialogsStore.getState().open.length;
