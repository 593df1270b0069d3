import { COPY } from '@rugby/contracts/copy';
import { LIMITS } from '@rugby/contracts/domain';

export interface Problem {
  title: string;
  description: string;
}

export interface AccountFields {
  firstName: string;
  email: string;
  password: string;
  confirmPassword: string;
  teamName: string;
}

/**
 * Variant A's checks, in the spec's order: first name, e-mail and password; the confirmation; the password
 * length; the team name. The first failing check is the one reported.
 */
export function firstRegistrationProblem(form: AccountFields): Problem | null {
  const r = COPY.registration;
  if (!form.firstName.trim() || !form.email.trim() || !form.password) return r.missingRequired;
  if (form.password !== form.confirmPassword) return r.passwordMismatch;
  if (form.password.length < LIMITS.passwordMin) return r.passwordTooShort;
  if (!form.teamName.trim()) return r.missingTeamName;
  return null;
}

/** Variant B's test path ('Create Coach Account'): only name, e-mail and team name are required. */
export function firstTestPathProblem(form: { name: string; email: string; teamName: string }): Problem | null {
  if (![form.name, form.email, form.teamName].every((v) => v.trim())) return COPY.registration.missingTestPath;
  return null;
}

/** Variant B: name, e-mail, phone and team name are required. */
export function firstProviderFormProblem(form: { name: string; email: string; phone: string; teamName: string }): Problem | null {
  if (![form.name, form.email, form.phone, form.teamName].every((v) => v.trim())) return COPY.registration.missingRequired;
  return null;
}
