import type { ReplySubjectKind } from '@rugby/contracts/replies';
import { Button } from '@rugby/kit';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { ReactionBar } from './reaction-bar.tsx';
import { useReplySummary } from './replies-api.ts';
import { ReplyThread } from './reply-thread.tsx';

/**
 * Under a team message or an event: the reactions, and "Reply" / "Replies (n)" opening the player's private thread
 * with the coaches. Shared by the messages and calendar features.
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
  return (
    <div className="ply:grid ply:gap-2">
      <div className="ply:flex ply:flex-wrap ply:items-center ply:justify-between ply:gap-2">
        {closed ? <span /> : <ReactionBar subjectKind={subjectKind} subjectId={subjectId} subjectTitle={subjectTitle} summary={summary.data} />}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          aria-label={`${replies ? `Replies (${replies})` : 'Reply'}: ${subjectTitle}`}
        >
          <MessageCircle aria-hidden className="ply:size-4" />
          {replies ? `Replies (${replies})` : 'Reply'}
        </Button>
      </div>
      {open ? <ReplyThread subjectKind={subjectKind} subjectId={subjectId} subjectTitle={subjectTitle} /> : null}
    </div>
  );
}
