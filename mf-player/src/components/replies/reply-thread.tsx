import type { ReplySubjectKind } from '@rugby/contracts/replies';
import { cn } from '@rugby/kit';
import { replyThreadsQueryOptions } from '@rugby/kit/api/replies.ts';
import { useQuery } from '@rugby/kit/query.ts';
import { ReplyBox } from '@rugby/kit/ui/reply-box.tsx';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';

const formatSent = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The player's private thread with the coaches about a subject, and the box to reply in. */
export function ReplyThread({ subjectKind, subjectId, subjectTitle }: { subjectKind: ReplySubjectKind; subjectId: string; subjectTitle: string }) {
  // The player sees only their own thread.
  const thread = useQuery({ ...replyThreadsQueryOptions(subjectKind, subjectId), select: (answer) => answer.threads[0] ?? null });
  return (
    <div className="ply:grid ply:gap-2 ply:rounded-lg ply:bg-slate-50 ply:p-2.5">
      {thread.isPending ? <Skeleton label="Loading replies..." lines={2} /> : null}
      {thread.isError ? <p className="ply:text-sm ply:text-slate-600">Replies are not available right now.</p> : null}
      {thread.data?.replies.length ? (
        <ol aria-label={`Replies about ${subjectTitle}`} className="ply:grid ply:gap-2">
          {thread.data.replies.map((reply) => (
            <li
              key={reply.id}
              className={cn(
                'ply:max-w-[90%] ply:rounded-lg ply:px-3 ply:py-2 ply:text-sm',
                reply.fromCoach ? 'ply:justify-self-start ply:bg-white ply:ring-1 ply:ring-slate-200' : 'ply:justify-self-end ply:bg-brand-50',
              )}
            >
              <p className="ply:text-xs ply:font-semibold ply:text-slate-600">
                {reply.fromCoach ? reply.authorName : 'You'} · {formatSent(reply.createdAt)}
              </p>
              <p className="ply:whitespace-pre-line ply:break-words ply:text-slate-800">{reply.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {thread.isSuccess && !thread.data?.replies.length ? <p className="ply:text-xs ply:text-slate-600">Only you and your coaches see your replies.</p> : null}
      <ReplyBox
        to={{ subjectKind, subjectId }}
        label={`Reply to your coaches about ${subjectTitle}`}
        placeholder="Write to your coaches..."
        emptyMessage="Write something first."
        submitLabel="Send reply"
        failedTitle="Could not send your reply"
      />
    </div>
  );
}
