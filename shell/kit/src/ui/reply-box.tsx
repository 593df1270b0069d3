import { REPLY_LIMITS } from '@rugby/contracts/replies';
import { useId, useState, type FormEvent } from 'react';
// From the shared index: the one toast store and API client of the page (and no second copy of the button).
import { Button, cn, FieldError, fieldClasses, serverMessage, toast, type RouteInput } from '@rugby/kit';
import { usePostReply } from '@rugby/kit/api/replies.ts';

/**
 * The box to write a reply in a thread about a team message or an event, and its submit button; the box empties once
 * the reply is sent. The coach's and the player's screens word it their own way (`@rugby/kit/ui/reply-box.tsx`).
 */
export function ReplyBox({
  to,
  label,
  placeholder,
  emptyMessage,
  submitLabel,
  failedTitle,
}: {
  /** The thread the reply goes to: the subject, and for a coach the player whose thread it is. */
  to: Omit<RouteInput<'postReply'>['body'], 'body'>;
  /** The box's accessible name (its label is visually hidden). */
  label: string;
  placeholder: string;
  /** Said when the box is sent empty. */
  emptyMessage: string;
  submitLabel: string;
  /** The title of the toast when the reply could not be sent. */
  failedTitle: string;
}) {
  const post = usePostReply();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const boxId = useId();

  function send(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!body) return setMissing(true);
    post.mutate(
      { ...to, body },
      {
        onSuccess: () => setText(''),
        onError: (error) => toast({ title: failedTitle, description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

  return (
    <form noValidate onSubmit={send} className="ui:grid ui:gap-2">
      <label htmlFor={boxId} className="ui:sr-only">
        {label}
      </label>
      {/* Not the kit's Textarea: its taller minimum height would win over this one (kit classes are not merged). */}
      <textarea
        id={boxId}
        value={text}
        rows={2}
        maxLength={REPLY_LIMITS.bodyMax}
        placeholder={placeholder}
        className={cn(fieldClasses, 'ui:min-h-16 ui:py-2')}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${boxId}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setMissing(false);
        }}
      />
      <FieldError id={`${boxId}-error`}>{missing ? emptyMessage : null}</FieldError>
      <Button type="submit" size="sm" className="ui:justify-self-end" disabled={post.isPending}>
        {post.isPending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
