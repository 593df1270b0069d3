import { COPY } from '@rugby/contracts/copy';
import { Button, Card, Input, Label, Textarea, toast } from '@rugby/kit';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
const LABELS: Record<Field, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problems of a filled-in contact form, by field (empty when it can be sent). */
export function validateContact(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) if (!values[field].trim()) errors[field] = `${LABELS[field]} is required`;
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Enter a valid email address';
  return errors;
}

/** The contact form: all four fields required, the email checked. Sending only confirms locally (no call is made). */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    toast({ title: COPY.contact.sent.title, description: COPY.contact.sent.description });
    setValues(EMPTY);
  }

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="pub:text-sm pub:font-medium pub:text-danger-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Card className="pub:p-6 pub:sm:p-8">
      <h2 className="pub:text-2xl pub:font-extrabold pub:text-slate-900">Send us a message</h2>
      <p className="pub:mt-1 pub:text-sm pub:text-slate-600">All fields are required.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="pub:mt-6 pub:grid pub:gap-4">
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <div className="pub:grid pub:gap-1.5">
            <Label htmlFor="contact-name">Name *</Label>
            <Input {...fieldProps('name')} autoComplete="name" />
            {error('name')}
          </div>
          <div className="pub:grid pub:gap-1.5">
            <Label htmlFor="contact-email">Email *</Label>
            <Input {...fieldProps('email')} type="email" autoComplete="email" />
            {error('email')}
          </div>
        </div>
        <div className="pub:grid pub:gap-1.5">
          <Label htmlFor="contact-subject">Subject *</Label>
          <Input {...fieldProps('subject')} />
          {error('subject')}
        </div>
        <div className="pub:grid pub:gap-1.5">
          <Label htmlFor="contact-message">Message *</Label>
          <Textarea {...fieldProps('message')} rows={6} />
          {error('message')}
        </div>
        <Button type="submit" size="lg" className="pub:w-full pub:sm:w-auto pub:sm:justify-self-start">
          <Send aria-hidden className="pub:size-4" /> Send Message
        </Button>
      </form>
    </Card>
  );
}
