import { COPY, SERVER_ERRORS } from '@rugby/contracts/copy';
import { TIMINGS } from '@rugby/contracts/domain';
import { ApiError, routePath, serverMessage, toast } from '@rugby/kit';
import { goToServerPage } from './go-to-server-page.ts';

/**
 * A failed coach creation: a 401 'Unauthorized' means the session is missing, so the coach is sent to sign in
 * (after 1 s); anything else is reported under `title` with the server's message.
 */
export function reportCoachCreationError(error: unknown, title: string): void {
  if (error instanceof ApiError && error.status === 401 && error.message.includes(SERVER_ERRORS.unauthorized)) {
    toast({ ...COPY.registration.authRequired, variant: 'destructive' });
    setTimeout(() => goToServerPage(routePath('oidcLogin')), TIMINGS.loginRedirectAfter401Ms);
    return;
  }
  toast({ title, description: serverMessage(error, COPY.registration.failedFallback), variant: 'destructive' });
}
