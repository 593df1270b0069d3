import type { ReplySubjectKind } from '@rugby/contracts/replies';
import { MessageCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@rugby/kit';
import { useReplySummary, type ReplySummary } from '@rugby/kit/api/replies.ts';
import { ReactionBar } from './reaction-bar.tsx';

/** A team message or an event that can be reacted to and replied about. */
export type ReplySubjectProps = {
  teamId: string;
  subjectKind: ReplySubjectKind;
  subjectId: string;
  subjectTitle: string;
  /** A subject that can no longer be answered (a cancelled or started event): only an existing conversation shows. */
  closed?: boolean;
};

/**
 * Under a team message or an event: the reactions, and a button ("Replies (n)") that opens the replies. The coach's
 * and the player's screens give the button's wording, what stands beside it and the replies it opens
 * (`@rugby/kit/ui/subject-responses.tsx`).
 */
export function SubjectResponses({
  teamId,
  subjectKind,
  subjectId,
  subjectTitle,
  closed = false,
  toggleLabel,
  aside,
  children,
}: ReplySubjectProps & {
  /** The button's text for the number of replies; its accessible name adds the subject ("Replies (2): Kit"). */
  toggleLabel: (replies: number) => string;
  /** Beside the button (e.g. how many players wait for an answer). */
  aside?: (summary: ReplySummary | null | undefined) => ReactNode;
  /** The replies, shown while open. */
  children: ReactNode;
}) {
  const summary = useReplySummary(teamId, subjectKind, subjectId);
  const [open, setOpen] = useState(false);
  const replies = summary.data?.replies ?? 0;
  if (closed && !replies) return null;
  const label = toggleLabel(replies);
  return (
    <div className="ui:grid ui:gap-2">
      <div className="ui:flex ui:flex-wrap ui:items-center ui:justify-between ui:gap-2">
        {closed ? <span /> : <ReactionBar subjectKind={subjectKind} subjectId={subjectId} subjectTitle={subjectTitle} summary={summary.data} />}
        <div className="ui:flex ui:items-center ui:gap-2">
          {aside?.(summary.data)}
          <Button size="sm" variant="ghost" aria-expanded={open} aria-label={`${label}: ${subjectTitle}`} onClick={() => setOpen((o) => !o)}>
            <MessageCircle aria-hidden className="ui:size-4" />
            {label}
          </Button>
        </div>
      </div>
      {open ? children : null}
    </div>
  );
}
