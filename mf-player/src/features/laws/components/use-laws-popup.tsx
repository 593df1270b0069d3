import { useAnyDialogOpen } from '@rugby/kit';
import { useQueryClient } from '@rugby/kit/query.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lawsTodayQueryOptions } from '../api/get-laws-today.ts';
import { unviewedLawsQueryOptions, useUnviewedLaws, type Law } from '../api/get-unviewed-laws.ts';
import { LawsPopup } from './laws-popup.tsx';

/** The laws' ids as one text (the popup compares lists). */
const idsOf = (laws: readonly Law[] | undefined) => laws?.map((law) => law.id).join(',') ?? '';

/**
 * The laws popup and its rules: it opens by itself while unviewed laws remain (a player who closes it is not
 * asked again until the list changes; it waits while another dialog is open), and on demand to catch up (unviewed
 * laws) or review today's laws. Each law learned refreshes what it changes (the laws, the day's gate, progress) while
 * the popup is open; the popup keeps the laws it opened with and its place among them (it is not shown anew while
 * open), and the laws to learn already leave out the law being saved, so closing mid-way does not bring it back.
 */
export function useLawsPopup({ date }: { date: string }) {
  const queryClient = useQueryClient();
  const unviewed = useUnviewedLaws(date);
  const [session, setSession] = useState<{ id: number; laws: readonly Law[] } | null>(null);
  const [open, setOpen] = useState(false);
  const pendingIds = idsOf(unviewed.data);
  const dismissedIds = useRef<string | null>(null);

  const show = useCallback((laws: readonly Law[]) => {
    if (laws.length === 0) return;
    setSession({ id: Date.now(), laws });
    setOpen(true);
  }, []);

  // Another dialog open on the page (the shell's Beta Feedback, say): wait until it closes.
  const otherDialogOpen = useAnyDialogOpen();

  useEffect(() => {
    if (open || otherDialogOpen || !pendingIds || dismissedIds.current === pendingIds) return;
    show(unviewed.data ?? []);
  }, [open, otherDialogOpen, pendingIds, show, unviewed.data]);

  const onOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    // The laws still to learn now, from the cache: a close can come from a timer set before they changed.
    dismissedIds.current = idsOf(queryClient.getQueryData(unviewedLawsQueryOptions(date).queryKey));
    setOpen(false);
  };

  /** Catch up: the laws still to learn, freshly fetched. */
  const openUnviewed = async () => show(await queryClient.fetchQuery({ ...unviewedLawsQueryOptions(date), staleTime: 0 }).catch(() => unviewed.data ?? []));

  /** Review: laws still pending from an earlier day first, then all of today's (viewed ones show 'Learned!'). */
  const openToday = async () => {
    const pending = unviewed.data ?? [];
    const today = await queryClient.fetchQuery({ ...lawsTodayQueryOptions(date), staleTime: 0 }).catch(() => []);
    show([...pending.filter((law) => !today.some((t) => t.id === law.id)), ...today]);
  };

  const element = session ? <LawsPopup key={session.id} laws={session.laws} open={open} onOpenChange={onOpenChange} /> : null;
  return {
    element,
    unviewedCount: unviewed.data?.length ?? 0,
    reviewCount: unviewed.data?.filter((law) => law.review).length ?? 0,
    openUnviewed,
    openToday,
  };
}
