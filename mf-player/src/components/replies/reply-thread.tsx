import { REPLY_LIMITS, type ReplySubjectKind } from '@rugby/contracts/replies';
import { Button, cn, serverMessage, Textarea, toast } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { useState, type FormEvent } from 'react';
import { useOwnThread, usePostReply } from './replies-api.ts';

const formatSent = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The player's private thread with the coaches about a subject, and the box to reply in. */
export function ReplyThread({ subjectKind, subjectId, subjectTitle }: { subjectKind: ReplySubjectKind; subjectId: string; subjectTitle: string }) {
  const thread = useOwnThread(subjectKind, subjectId, true);
  const post = usePostReply();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const boxId = `reply-${subjectKind}-${subjectId}`;

  function send(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!body) return setMissing(true);
    post.mutate(
      { subjectKind, subjectId, body },
      {
        onSuccess: () => setText(''),
        onError: (error) => toast({ title: 'Could not send your reply', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

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
      <form noValidate onSubmit={send} className="ply:grid ply:gap-2">
        <label htmlFor={boxId} className="ply:sr-only">
          Reply to your coaches about {subjectTitle}
        </label>
        <Textarea
          id={boxId}
          value={text}
          rows={2}
          maxLength={REPLY_LIMITS.bodyMax}
          placeholder="Write to your coaches..."
          className="ply:min-h-16"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${boxId}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${boxId}-error`} role="alert" className="ply:text-sm ply:font-medium ply:text-danger-700">
            Write something first.
          </p>
        ) : null}
        <Button type="submit" size="sm" className="ply:justify-self-end" disabled={post.isPending}>
          {post.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </form>
    </div>
  );
}
