import { AVAILABILITY_LABELS, AVAILABILITY_STATUSES, CALENDAR_LIMITS, type AvailabilityStatus } from '@rugby/contracts/calendar';
import { Button, FieldError, Input, serverMessage, toast } from '@rugby/kit';
import { useState, type FormEvent } from 'react';
import type { PlayerEvent } from '../api/get-team-events.ts';
import { useSetAvailability } from '../api/set-availability.ts';

/**
 * The server's refusal of the answer itself (a player stood down under the concussion protocol cannot be available
 * before their date), in plain words: the message without the field name the server puts first ('status: You are …').
 */
function refusedAnswer(error: unknown): string | null {
  const message = serverMessage(error, '');
  return message.startsWith('status: ') ? message.slice('status: '.length) : null;
}

/**
 * The player's answer for an event: Available, Maybe or Unavailable (which asks why first), the current answer
 * pressed. A refusal of the answer (stood down) shows under the buttons; any other refusal (a started or cancelled
 * event) is toasted.
 */
export function AvailabilityAnswer({ event }: { event: PlayerEvent }) {
  const set = useSetAvailability();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState(event.myAvailability?.reason ?? '');
  const [missing, setMissing] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const sending = set.isPending ? set.variables.body.status : null;
  const current = sending ?? event.myAvailability?.status ?? null;
  const reasonId = `reason-${event.id}`;
  const refusedId = `answer-${event.id}-error`;

  function answer(status: AvailabilityStatus, why?: string) {
    setRefused(null);
    set.mutate(
      { eventId: event.id, body: why ? { status, reason: why } : { status } },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => {
          const refusal = refusedAnswer(error);
          if (refusal) setRefused(refusal);
          else toast({ title: 'Could not save your answer', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  }

  function sendReason(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setMissing(true);
    answer('unavailable', reason.trim());
  }

  return (
    <div className="ply:grid ply:gap-2">
      <div
        role="group"
        aria-label={`Your answer for ${event.displayTitle}`}
        aria-describedby={refused ? refusedId : undefined}
        className="ply:flex ply:flex-wrap ply:gap-2"
      >
        {AVAILABILITY_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={current === status ? 'primary' : 'secondary'}
            aria-pressed={current === status}
            disabled={set.isPending}
            onClick={() => (status === 'unavailable' ? setAsking(true) : answer(status))}
          >
            {AVAILABILITY_LABELS[status]}
          </Button>
        ))}
      </div>
      <FieldError id={refusedId}>{refused}</FieldError>
      {current === 'unavailable' && !asking && event.myAvailability?.reason ? (
        <p className="ply:break-words ply:text-sm ply:text-slate-600">Your reason: {event.myAvailability.reason}</p>
      ) : null}
      {asking ? (
        <form noValidate onSubmit={sendReason} className="ply:grid ply:gap-2">
          <label htmlFor={reasonId} className="ply:text-sm ply:font-medium ply:text-slate-800">
            Why can't you make it?
          </label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={CALENDAR_LIMITS.reasonMax}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
          <FieldError id={`${reasonId}-error`}>{missing ? 'Please give a reason for your coach.' : null}</FieldError>
          <div className="ply:flex ply:flex-wrap ply:gap-2">
            <Button type="submit" size="sm" disabled={set.isPending}>
              Send
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              Back
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
