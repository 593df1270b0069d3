import type { ReplySubjectKind } from '@rugby/contracts/replies';
import { cn, LoadingState, serverMessage } from '@rugby/kit';
import { replyThreadsQueryOptions, type ReplyThread } from '@rugby/kit/api/replies.ts';
import { useQuery } from '@rugby/kit/query.ts';
import { ReplyBox } from '@rugby/kit/ui/reply-box.tsx';

const formatSent = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One player's thread: their replies and the coaches' answers, oldest first, and the box to answer that player. */
function PlayerThread({ thread, subjectKind, subjectId }: { thread: ReplyThread; subjectKind: ReplySubjectKind; subjectId: string }) {
  return (
    <li>
      <section
        aria-label={`Thread with ${thread.playerName}`}
        className="coach:grid coach:gap-2 coach:rounded-lg coach:border coach:border-slate-200 coach:bg-white coach:p-3"
      >
        <h5 className="coach:text-sm coach:font-bold coach:text-slate-900">{thread.playerName}</h5>
        <ol className="coach:grid coach:gap-1.5">
          {thread.replies.map((reply) => (
            <li
              key={reply.id}
              className={cn('coach:rounded-md coach:px-2.5 coach:py-1.5 coach:text-sm', reply.fromCoach ? 'coach:bg-brand-50' : 'coach:bg-slate-50')}
            >
              <p className="coach:text-xs coach:font-semibold coach:text-slate-600">
                {reply.authorName} · <time dateTime={reply.createdAt}>{formatSent(reply.createdAt)}</time>
              </p>
              <p className="coach:whitespace-pre-wrap coach:break-words coach:text-slate-800">{reply.body}</p>
            </li>
          ))}
        </ol>
        <ReplyBox
          to={{ subjectKind, subjectId, playerId: thread.playerId }}
          label={`Answer ${thread.playerName}`}
          placeholder={`Answer ${thread.playerName} (only they see it)`}
          emptyMessage="Write your answer first."
          submitLabel={`Answer ${thread.playerName}`}
          failedTitle="Could not send your answer"
        />
      </section>
    </li>
  );
}

/** Every player's private thread on a subject, each with its answer box. */
export function ReplyThreads({ subjectKind, subjectId, subjectTitle }: { subjectKind: ReplySubjectKind; subjectId: string; subjectTitle: string }) {
  // Every player's thread on the subject, the latest conversation first (while the panel is open).
  const threads = useQuery(replyThreadsQueryOptions(subjectKind, subjectId));
  return (
    <div className="coach:grid coach:gap-2 coach:rounded-lg coach:bg-slate-50 coach:p-3">
      {threads.isPending ? <LoadingState label="Loading replies..." shape="list" className="coach:min-h-16" /> : null}
      {threads.isError ? (
        <p role="alert" className="coach:text-sm coach:text-danger-700">
          {serverMessage(threads.error, 'Could not load the replies.')}
        </p>
      ) : null}
      {threads.data && !threads.data.threads.length ? (
        <p className="coach:text-sm coach:text-slate-600">No replies yet. Each player's replies are private between them and the coaches.</p>
      ) : null}
      {threads.data?.threads.length ? (
        <ul aria-label={`Replies about ${subjectTitle}`} className="coach:grid coach:gap-2">
          {threads.data.threads.map((thread) => (
            <PlayerThread key={thread.playerId} thread={thread} subjectKind={subjectKind} subjectId={subjectId} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
