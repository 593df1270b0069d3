import { REPLY_LIMITS, type ReplySubjectKind } from '@rugby/contracts/replies';
import { Button, cn, LoadingState, serverMessage, Textarea, toast } from '@rugby/kit';
import { useState, type FormEvent } from 'react';
import { usePostReply, useThreads, type ReplyThread } from './replies-api.ts';

const formatSent = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One player's thread: their replies and the coaches' answers, oldest first, and the box to answer that player. */
function PlayerThread({ thread, subjectKind, subjectId }: { thread: ReplyThread; subjectKind: ReplySubjectKind; subjectId: string }) {
  const post = usePostReply();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const boxId = `answer-${subjectKind}-${subjectId}-${thread.playerId}`;

  function send(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!body) return setMissing(true);
    post.mutate(
      { subjectKind, subjectId, playerId: thread.playerId, body },
      {
        onSuccess: () => setText(''),
        onError: (error) => toast({ title: 'Could not send your answer', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

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
        <form noValidate onSubmit={send} className="coach:grid coach:gap-2">
          <label htmlFor={boxId} className="coach:sr-only">
            Answer {thread.playerName}
          </label>
          <Textarea
            id={boxId}
            value={text}
            rows={2}
            maxLength={REPLY_LIMITS.bodyMax}
            placeholder={`Answer ${thread.playerName} (only they see it)`}
            className="coach:min-h-16"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${boxId}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${boxId}-error`} role="alert" className="coach:text-sm coach:font-medium coach:text-danger-700">
              Write your answer first.
            </p>
          ) : null}
          <Button type="submit" size="sm" className="coach:justify-self-end" disabled={post.isPending}>
            {post.isPending ? 'Sending...' : `Answer ${thread.playerName}`}
          </Button>
        </form>
      </section>
    </li>
  );
}

/** Every player's private thread on a subject, each with its answer box. */
export function ReplyThreads({ subjectKind, subjectId, subjectTitle }: { subjectKind: ReplySubjectKind; subjectId: string; subjectTitle: string }) {
  const threads = useThreads(subjectKind, subjectId);
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
