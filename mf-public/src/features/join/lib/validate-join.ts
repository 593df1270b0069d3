import { COPY } from '@rugby/contracts/copy';
import { LIMITS } from '@rugby/contracts/domain';

export interface JoinFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The join form's checks in the spec's order: required fields, matching passwords, password length. */
export function firstJoinProblem(form: JoinFields): { title: string; description: string } | null {
  if (![form.firstName, form.lastName, form.email].every((v) => v.trim()) || !form.password) return COPY.registration.missingRequired;
  if (form.password !== form.confirmPassword) return COPY.registration.passwordMismatch;
  if (form.password.length < LIMITS.passwordMin) return COPY.invitations.joinPasswordTooShort;
  return null;
}

/** Weight and height are sent as whole numbers, only when filled in. */
export function optionalWholeNumber(value: string): number | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? Math.round(n) : undefined;
}
