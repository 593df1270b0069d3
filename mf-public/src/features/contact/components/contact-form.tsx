import { COPY } from '@rugby/contracts/copy';
import { Button, Card, Input, Textarea, toast } from '@rugby/kit';
import { useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Send } from 'lucide-react';
import { z } from 'zod/mini';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (label: string) => z.string().check(z.trim(), z.minLength(1, `${label} is required`));

/** The contact form's rules (spec): all four fields required, the email an email. */
const contactSchema = z.object({
  name: required('Name'),
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.regex(EMAIL_PATTERN, 'Enter a valid email address')),
  subject: required('Subject'),
  message: required('Message'),
});

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The contact form: all four fields required, the email checked. Sending only confirms locally (no call is made). */
export function ContactForm() {
  const form = useZodForm(contactSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(() => {
    toast({ title: COPY.contact.sent.title, description: COPY.contact.sent.description });
    form.reset(EMPTY);
  });

  return (
    <Card className="pub:p-6 pub:sm:p-8">
      <h2 className="pub:text-2xl pub:font-extrabold pub:text-slate-900">Send us a message</h2>
      <p className="pub:mt-1 pub:text-sm pub:text-slate-600">All fields are required.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="pub:mt-6 pub:grid pub:gap-4">
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="contact-name" label="Name *" error={errors.name?.message}>
            <Input required autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField id="contact-email" label="Email *" error={errors.email?.message}>
            <Input required type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
        </div>
        <FormField id="contact-subject" label="Subject *" error={errors.subject?.message}>
          <Input required {...form.register('subject')} />
        </FormField>
        <FormField id="contact-message" label="Message *" error={errors.message?.message}>
          <Textarea required rows={6} {...form.register('message')} />
        </FormField>
        <Button type="submit" size="lg" className="pub:w-full pub:sm:w-auto pub:sm:justify-self-start">
          <Send aria-hidden className="pub:size-4" /> Send Message
        </Button>
      </form>
    </Card>
  );
}
