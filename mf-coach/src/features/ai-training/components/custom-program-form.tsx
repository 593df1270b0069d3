import { COPY } from '@rugby/contracts/copy';
import { trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { Button, Textarea, toast } from '@rugby/kit';
import { useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Loader2 } from 'lucide-react';
import { z } from 'zod';

/** The coach's text: the route's (at most a week's worth), and not blank (the spec's message). */
const schema = z.object({
  customContent: trainingProgramRoutes.generateEliteProgram.body.shape.customContent
    .unwrap()
    .unwrap()
    .refine((text) => text.trim() !== '', COPY.programs.missingContent.description),
});

/** The custom path: the coach's own training content, arranged into a program by the AI. */
export function CustomProgramForm({ pending, onSubmit }: { pending: boolean; onSubmit(content: string): void }) {
  const form = useZodForm(schema, { defaultValues: { customContent: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    ({ customContent }) => onSubmit(customContent),
    // The spec's toast for blank content, beside the field's own message.
    () => {
      if (!form.getValues('customContent').trim()) toast({ ...COPY.programs.missingContent, variant: 'destructive' });
    },
  );

  return (
    <form noValidate className="coach:grid coach:gap-3" onSubmit={submit}>
      <FormField
        id="custom-program-content"
        label="Your training content"
        error={errors.customContent?.message}
        hint="The AI arranges it into a 4-day week (Monday, Tuesday, Thursday, Friday) you can review and customize."
      >
        <Textarea
          rows={10}
          placeholder={'Paste your sessions, drills or notes, e.g.\nMonday: scrum machine 15 min, squats 4x5\nTuesday: passing drills, lineout throws'}
          {...form.register('customContent')}
        />
      </FormField>
      <Button type="submit" disabled={pending} className="coach:justify-self-start">
        {pending ? (
          <>
            <Loader2 aria-hidden className="coach:size-4 coach:animate-spin" /> Processing...
          </>
        ) : (
          'Generate Program'
        )}
      </Button>
    </form>
  );
}
