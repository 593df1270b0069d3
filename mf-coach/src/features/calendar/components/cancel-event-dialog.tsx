import { CALENDAR_LIMITS, type SeriesScope } from '@rugby/contracts/calendar';
import { Button, serverMessage, Textarea, toast } from '@rugby/kit';
import { Dialog, DialogClose, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { useState } from 'react';
import { useCancelEvent } from '../api/cancel-event.ts';
import type { CalendarEvent } from '../api/get-team-events.ts';
import { dayLabel } from '@rugby/contracts/calendar';
import { ScopeChoice } from './scope-choice.tsx';

/** Cancel an event (a series occurrence: it alone, or it and the following) with an optional reason the squad is told. */
export function CancelEventDialog({ event, onClose }: { event: CalendarEvent; onClose(): void }) {
  const cancel = useCancelEvent();
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<SeriesScope>('this');

  function confirm() {
    const body = { ...(reason.trim() ? { reason: reason.trim() } : {}), ...(event.seriesId ? { scope } : {}) };
    cancel.mutate(
      { eventId: event.id, body },
      {
        onSuccess: ({ events }) => {
          toast({
            title: events.length > 1 ? `${events.length} events cancelled` : 'Event cancelled',
            description: 'The squad is told.',
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => toast({ title: 'Could not cancel', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Cancel ${event.displayTitle}?`}
        description={`${dayLabel(event.date)} at ${event.startTime}. It stays on the calendar, marked cancelled, and the squad is notified.`}
      >
        <div className="coach:grid coach:gap-4">
          <FormField id="cancel-reason" label="Reason (optional)" hint="Players see it with the cancellation.">
            <Textarea rows={3} maxLength={CALENDAR_LIMITS.reasonMax} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          {event.seriesId ? <ScopeChoice legend="Cancel" value={scope} onChange={setScope} /> : null}
          <div className="coach:flex coach:flex-wrap coach:justify-end coach:gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Keep it</Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Cancel event'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
