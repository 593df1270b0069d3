import type { ReplySubjectKind } from '@rugby/contracts/replies';
import { Badge, Button } from '@rugby/kit';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { ReactionBar } from './reaction-bar.tsx';
import { useReplySummary } from './replies-api.ts';
import { ReplyThreads } from './reply-threads.tsx';

/**
 * Under a team message or an event: the reactions, and "Replies (n)" (with how many players wait for an answer)
 * opening every player's private thread. Shared by the messages and calendar features.
 */
export function SubjectResponses({
  teamId,
  subjectKind,
  subjectId,
  subjectTitle,
  closed = false,
}: {
  teamId: string;
  subjectKind: ReplySubjectKind;
  subjectId: string;
  subjectTitle: string;
  /** A subject that can no longer be answered (a cancelled or started event): only an existing conversation shows. */
  closed?: boolean;
}) {
  const summary = useReplySummary(teamId, subjectKind, subjectId);
  const [open, setOpen] = useState(false);
  const replies = summary.data?.replies ?? 0;
  if (closed && !replies) return null;
  const waiting = summary.data?.awaitingCoach ?? 0;
  return (
    <div className="coach:grid coach:gap-2">
      <div className="coach:flex coach:flex-wrap coach:items-center coach:justify-between coach:gap-2">
        {closed ? <span /> : <ReactionBar subjectKind={subjectKind} subjectId={subjectId} subjectTitle={subjectTitle} summary={summary.data} />}
        <div className="coach:flex coach:items-center coach:gap-2">
          {waiting ? <Badge variant="accent">{waiting === 1 ? '1 to answer' : `${waiting} to answer`}</Badge> : null}
          <Button size="sm" variant="ghost" aria-expanded={open} aria-label={`Replies (${replies}): ${subjectTitle}`} onClick={() => setOpen((o) => !o)}>
            <MessageCircle aria-hidden className="coach:size-4" />
            Replies ({replies})
          </Button>
        </div>
      </div>
      {open ? <ReplyThreads subjectKind={subjectKind} subjectId={subjectId} subjectTitle={subjectTitle} /> : null}
    </div>
  );
}
