import { ApiError, serverMessage } from '@rugby/kit';
import { serverFieldErrors } from '@rugby/kit/forms/zod-form.ts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A server message about a field in plain words: the field's name the server puts first is replaced by the field's
 * label ('occurredOn must not be in the future' → 'The date of the knock must not be in the future'), or dropped
 * when a colon follows it ('playerId: There is no …' → 'There is no …').
 */
export function inPlainWords(message: string, field: string, label: string): string {
  if (message.startsWith(`${field}: `)) return message.slice(field.length + 2);
  if (message.startsWith(`${field} `)) return `${label}${message.slice(field.length)}`;
  return message;
}

/**
 * Shows a refusal of a welfare form where it belongs: a 400 on each field it names (the route schema's issues, or a
 * message that begins with the field's name), on the field and announced; returns anything else (409 already in the
 * protocol, 400 no protocol running) in plain words for the form's own error line, or null when it landed on fields.
 */
export function showRefusal<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, labels: Partial<Record<Path<T>, string>>): string | null {
  const fields = Object.keys(labels);
  let named = serverFieldErrors(error).filter(({ field }) => fields.includes(field));
  if (!named.length && error instanceof ApiError && error.status === 400) {
    const message = serverMessage(error, '');
    const field = fields.find((f) => message.startsWith(`${f} `) || message.startsWith(`${f}: `));
    if (field) named = [{ field, message }];
  }
  named.forEach(({ field, message }, index) =>
    setError(field as Path<T>, { type: 'server', message: inPlainWords(message, field, labels[field as Path<T>]!) }, { shouldFocus: index === 0 }),
  );
  return named.length ? null : serverMessage(error, 'Please try again.').replace(/^[a-zA-Z]+: /, '');
}
