import { z } from 'zod';

/**
 * Text a person can have typed: no NUL character (PostgreSQL cannot store it in text) and no unpaired UTF-16
 * surrogate (not a character at all; it cannot be encoded as UTF-8). Every string a client sends — REST path
 * parameters, query and body, GraphQL arguments and variables — passes this rule before anything else sees it.
 */
export function unsafeTextReason(value: string): string | null {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return 'must not contain NUL characters';
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return 'must not contain unpaired surrogate characters';
    }
    if (code >= 0xdc00 && code <= 0xdfff) return 'must not contain unpaired surrogate characters';
  }
  return null;
}

export interface UnsafeText {
  /** Where the string is, e.g. `body.title`, `query.teamId`, `variables.input.message`. */
  field: string;
  reason: string;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The first string (or object key) in a JSON-like value that breaks the text rule, with its path; null if none. */
export function findUnsafeText(value: unknown, path = '', depth = 0): UnsafeText | null {
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    return reason ? { field: path, reason } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], join(path, String(i)), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyReason = unsafeTextReason(key);
    if (keyReason) return { field: join(path, '(a field name)'), reason: keyReason };
    const found = findUnsafeText(inner, join(path, key), depth + 1);
    if (found) return found;
  }
  return null;
}

/** "title: must not contain NUL characters" */
export const describeUnsafeText = ({ field, reason }: UnsafeText) => `${field}: ${reason}`;

/** A zod string that follows the text rule (for schemas parsed outside the REST and GraphQL entry points). */
export const safeText = () =>
  z.string().superRefine((value, ctx) => {
    const reason = unsafeTextReason(value);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });
