import { COPY } from '@rugby/contracts/copy';
import { isUrgentMessage } from '@rugby/contracts/routes/messaging';
import { LIMITS, MESSAGE_TYPES, type MessageType } from '@rugby/contracts/domain';
import { Button, Card, Input, Label, Textarea, toast } from '@rugby/kit';
import { Checkbox } from '@rugby/kit/ui/checkbox.tsx';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSendTeamMessage } from '../api/send-team-message.ts';

export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  general: 'General',
  announcement: 'Announcement',
  training_update: 'Training Update',
  urgent: 'Urgent',
};

const [missingTitle, missingText] = COPY.messages.missing.split(': ') as [string, string];
const EMPTY = { type: 'general' as MessageType, title: '', message: '', isUrgent: false };

/** Compose a team message: type, title (200 max), message (2000 max, counted) and the urgent flag. */
export function MessageCompose({ teamId }: { teamId: string }) {
  const send = useSendTeamMessage(teamId);
  const [form, setForm] = useState(EMPTY);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.title.trim() || !form.message.trim()) {
      toast({ title: missingTitle, description: missingText, variant: 'destructive' });
      return;
    }
    send.mutate(
      { type: form.type, title: form.title.trim(), message: form.message.trim(), isUrgent: isUrgentMessage(form) },
      {
        onSuccess: () => {
          toast({ title: 'Message Sent', description: 'Your team can read it now.', variant: 'success' });
          setForm(EMPTY);
        },
        onError: () => toast({ ...COPY.messages.sendFailed, variant: 'destructive' }),
      },
    );
  }

  return (
    <Card className="coach:p-5">
      <h3 className="coach:text-lg coach:font-bold coach:text-slate-900">New Message</h3>
      <form noValidate onSubmit={onSubmit} className="coach:mt-4 coach:grid coach:gap-4">
        <div className="coach:grid coach:gap-1.5">
          <Label htmlFor="message-type">Type</Label>
          <select
            id="message-type"
            value={form.type}
            onChange={(e) => setForm((f) => ({ ...f, type: e.target.value as MessageType }))}
            className="coach:h-10 coach:rounded-lg coach:border coach:border-slate-300 coach:bg-white coach:px-3"
          >
            {MESSAGE_TYPES.map((t) => (
              <option key={t} value={t}>
                {MESSAGE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="coach:grid coach:gap-1.5">
          <Label htmlFor="message-title">Title</Label>
          <Input id="message-title" maxLength={LIMITS.messageTitleMax} value={form.title} onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))} />
        </div>
        <div className="coach:grid coach:gap-1.5">
          <Label htmlFor="message-body">Message</Label>
          <Textarea
            id="message-body"
            rows={5}
            maxLength={LIMITS.messageBodyMax}
            aria-describedby="message-body-count"
            value={form.message}
            onChange={(e) => setForm((f) => ({ ...f, message: e.target.value }))}
          />
          <p id="message-body-count" className="coach:text-right coach:text-xs coach:text-slate-500">
            {form.message.length}/{LIMITS.messageBodyMax} characters
          </p>
        </div>
        <div className="coach:flex coach:items-center coach:gap-2">
          {/* An Urgent message is always marked urgent. */}
          <Checkbox
            id="message-urgent"
            checked={isUrgentMessage(form)}
            disabled={form.type === 'urgent'}
            onCheckedChange={(v) => setForm((f) => ({ ...f, isUrgent: v === true }))}
          />
          <Label htmlFor="message-urgent">Mark as urgent</Label>
        </div>
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden className="coach:size-4" /> {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </Card>
  );
}
