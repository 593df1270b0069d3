import { useQueryClient } from '@rugby/kit/query.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lawsTodayQueryOptions } from '../api/get-laws-today.ts';
import { lawKeys, unviewedLawsQueryOptions, useUnviewedLaws, type Law } from '../api/get-unviewed-laws.ts';
import { LawsPopup } from './laws-popup.tsx';

/** Whether another dialog (e.g. the shell's Beta Feedback) is open on the page, followed as the page changes. */
function useOtherDialogOpen(): boolean {
  const [otherOpen, setOtherOpen] = useState(false);
  useEffect(() => {
    const check = () => setOtherOpen(document.querySelector('[role="dialog"]') !== null);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    check();
    return () => observer.disconnect();
  }, []);
  return otherOpen;
}

/**
 * The laws popup and its rules: it opens by itself while unviewed laws remain (a player who closes it is not
 * asked again until the list changes; it waits while another dialog is open), and on demand to catch up (unviewed
 * laws) or review today's laws. `onLawsChanged` runs when it closes after laws were learned (the education gate and
 * progress change).
 */
export function useLawsPopup({ date, onLawsChanged }: { date: string; onLawsChanged?: () => void }) {
  const queryClient = useQueryClient();
  const unviewed = useUnviewedLaws(date);
  const [session, setSession] = useState<{ id: number; laws: readonly Law[] } | null>(null);
  const [open, setOpen] = useState(false);
  const pendingIds = unviewed.data?.map((law) => law.id).join(',') ?? '';
  const latestIds = useRef(pendingIds);
  latestIds.current = pendingIds;
  const dismissedIds = useRef<string | null>(null);
  const learnedSomething = useRef(false);

  const show = useCallback((laws: readonly Law[]) => {
    if (laws.length === 0) return;
    setSession({ id: Date.now(), laws });
    setOpen(true);
  }, []);

  const otherDialogOpen = useOtherDialogOpen();

  useEffect(() => {
    if (open || otherDialogOpen || !pendingIds || dismissedIds.current === pendingIds) return;
    show(unviewed.data ?? []);
  }, [open, otherDialogOpen, pendingIds, show, unviewed.data]);

  const onOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    dismissedIds.current = latestIds.current;
    setOpen(false);
    if (learnedSomething.current) {
      learnedSomething.current = false;
      void queryClient.invalidateQueries({ queryKey: lawKeys.unviewed });
      void queryClient.invalidateQueries({ queryKey: lawKeys.today });
      onLawsChanged?.();
    }
  };

  /** Catch up: the laws still to learn, freshly fetched. */
  const openUnviewed = async () => show(await queryClient.fetchQuery({ ...unviewedLawsQueryOptions(date), staleTime: 0 }).catch(() => unviewed.data ?? []));

  /** Review: laws still pending from an earlier day first, then all of today's (viewed ones show 'Learned!'). */
  const openToday = async () => {
    const pending = unviewed.data ?? [];
    const today = await queryClient.fetchQuery({ ...lawsTodayQueryOptions(date), staleTime: 0 }).catch(() => []);
    show([...pending.filter((law) => !today.some((t) => t.id === law.id)), ...today]);
  };

  const element = session ? (
    <LawsPopup key={session.id} laws={session.laws} open={open} onOpenChange={onOpenChange} onLearned={() => { learnedSomething.current = true; }} />
  ) : null;
  return { element, unviewedCount: unviewed.data?.length ?? 0, openUnviewed, openToday };
}
