import { COPY } from '@rugby/contracts/copy';
import { isUrgentMessage } from '@rugby/contracts/domain';
import { sendMessageBody } from '@rugby/contracts/routes/messaging';
import { LIMITS, MESSAGE_TYPES, type MessageType } from '@rugby/contracts/domain';
import { Button, Card, Input, Label, Textarea, toast } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { Checkbox } from '@rugby/kit/ui/checkbox.tsx';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Send } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSendTeamMessage } from '../api/send-team-message.ts';

export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  general: 'General',
  announcement: 'Announcement',
  training_update: 'Training Update',
  urgent: 'Urgent',
};

const [missingTitle, missingText] = COPY.messages.missing.split(': ') as [string, string];
/** The route's body is the form: type, title and message required after trimming (with their limits), the urgent flag. */
const EMPTY: z.input<typeof sendMessageBody> = { type: 'general', title: '', message: '', isUrgent: false };

/** Compose a team message: type, title (200 max), message (2000 max, counted) and the urgent flag. */
export function MessageCompose({ teamId }: { teamId: string }) {
  const send = useSendTeamMessage(teamId);
  const form = useZodForm(sendMessageBody, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [type = 'general', message = '', isUrgent = false] = useWatch({ control: form.control, name: ['type', 'message', 'isUrgent'] });

  const onSubmit = form.handleSubmit(
    (values) =>
      send.mutate(
        { ...values, isUrgent: isUrgentMessage(values) },
        {
          onSuccess: () => {
            toast({ title: 'Message Sent', description: 'Your team can read it now.', variant: 'success' });
            form.reset(EMPTY);
          },
          onError: (error) => {
            showServerFieldErrors(form, error);
            toast({ ...COPY.messages.sendFailed, variant: 'destructive' });
          },
        },
      ),
    // The spec's toast for a blank title or message, beside the fields' own messages.
    () => {
      const { title, message: body } = form.getValues();
      if (!title.trim() || !body.trim()) toast({ title: missingTitle, description: missingText, variant: 'destructive' });
    },
  );

  return (
    <Card className="coach:p-5">
      <h3 className="coach:text-lg coach:font-bold coach:text-slate-900">New Message</h3>
      <form noValidate onSubmit={onSubmit} className="coach:mt-4 coach:grid coach:gap-4">
        <FormField id="message-type" label="Type" error={errors.type?.message}>
          <select className="coach:h-10 coach:rounded-lg coach:border coach:border-slate-300 coach:bg-white coach:px-3" {...form.register('type')}>
            {MESSAGE_TYPES.map((t) => (
              <option key={t} value={t}>
                {MESSAGE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="message-title" label="Title" error={errors.title?.message}>
          <Input maxLength={LIMITS.messageTitleMax} {...form.register('title')} />
        </FormField>
        <FormField
          id="message-body"
          label="Message"
          error={errors.message?.message}
          hint={
            <span className="coach:block coach:text-right coach:text-slate-500">
              {message.length}/{LIMITS.messageBodyMax} characters
            </span>
          }
        >
          <Textarea rows={5} maxLength={LIMITS.messageBodyMax} {...form.register('message')} />
        </FormField>
        <div className="coach:flex coach:items-center coach:gap-2">
          {/* An Urgent message is always marked urgent. */}
          <Controller
            control={form.control}
            name="isUrgent"
            render={({ field }) => (
              <Checkbox
                id="message-urgent"
                ref={field.ref}
                checked={isUrgentMessage({ type, isUrgent })}
                disabled={type === 'urgent'}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
              />
            )}
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
