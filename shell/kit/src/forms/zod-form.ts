import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES } from '@rugby/contracts/copy';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';
// The shared kit's error class (one per page), not a copy bundled with this deep module: instanceof must hold.
import { ApiError } from '@rugby/kit';

/**
 * A form whose values are checked by a zod schema (react-hook-form with the zod resolver): errors land on their
 * fields (show them with FormField), and the submit handler receives the schema's output. Any zod 4 schema works:
 * `zod/mini` keeps a page's bundle small where full zod is not already on it.
 */
export function useZodForm<S extends $ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<input<S>, unknown, output<S>>, 'resolver'> = {},
): UseFormReturn<input<S>, unknown, output<S>> {
  // The resolver's generic types cannot follow a generic schema; it is the schema's input and output by construction.
  const resolver = zodResolver(schema as never) as unknown as Resolver<input<S>, unknown, output<S>>;
  return useForm<input<S>, unknown, output<S>>({ mode: 'onSubmit', reValidateMode: 'onChange', ...options, resolver });
}

/**
 * The fields a server's 400 names (its details are the route schema's issues, each with the path of a body field),
 * with their messages: the first issue of each field.
 */
export function serverFieldErrors(error: unknown): Array<{ field: string; message: string }> {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.badRequest || !Array.isArray(error.details)) return [];
  const found = new Map<string, string>();
  for (const issue of error.details as Array<{ path?: unknown; message?: unknown }>) {
    const field = Array.isArray(issue.path) && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    if (field && typeof issue.message === 'string' && !found.has(field)) found.set(field, issue.message);
  }
  return [...found].map(([field, message]) => ({ field, message }));
}

/**
 * Puts a server's field errors on the form's fields (those the form has); returns whether any landed, so the caller
 * knows whether a toast must say what went wrong instead.
 */
export function showServerFieldErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>, error: unknown): boolean {
  const values = form.getValues() as Record<string, unknown>;
  const onForm = serverFieldErrors(error).filter(({ field }) => field in values);
  onForm.forEach(({ field, message }, index) => form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return onForm.length > 0;
}
