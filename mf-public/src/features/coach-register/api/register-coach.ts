import type { createCoachBody, createCoachResponse, registerBody } from '@rugby/contracts/routes/team';
import { apiRequest, authKeys, type CurrentUser } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { useRef } from 'react';
import type { z } from 'zod';

export type RegisterInput = z.input<typeof registerBody>;
export type CreateCoachInput = z.input<typeof createCoachBody>;
export type CreateCoachResult = z.infer<typeof createCoachResponse>;

/** POST /api/auth/register: creates the account and signs it in (sets the session cookie). */
export const registerAccount = (input: RegisterInput) => apiRequest<CurrentUser>('POST', '/api/auth/register', input);

/** POST /api/coaches/create: the coach profile and the team in one step (needs a signed-in user). */
export const createCoach = (input: CreateCoachInput) => apiRequest<CreateCoachResult>('POST', '/api/coaches/create', input);

/** After the team exists: the current user (now a coach) is fetched again so the shell shows the dashboard. */
function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.refetchQueries({ queryKey: authKeys.currentUser });
}

/** Variant A: register, then create the coach and team. Once registered, a retry skips straight to the coach step. */
export function useRegisterCoach() {
  const refreshUser = useRefreshCurrentUser();
  const registered = useRef<string | null>(null);
  return useMutation({
    mutationFn: async ({ account, coach }: { account: RegisterInput; coach: CreateCoachInput }) => {
      if (registered.current !== account.email) {
        await registerAccount(account);
        registered.current = account.email;
      }
      const created = await createCoach(coach);
      await refreshUser();
      return created;
    },
  });
}

/** POST /api/coaches/create-test: the test path (test endpoints only): user, coach and team, without a session. */
export const createCoachTest = (input: CreateCoachInput) => apiRequest<CreateCoachResult>('POST', '/api/coaches/create-test', input);
export const useCreateCoachTest = () => useMutation({ mutationFn: createCoachTest });

/** Variant B (signed in with the external provider): create the coach and team. */
export function useCreateCoach() {
  const refreshUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (coach: CreateCoachInput) => {
      const created = await createCoach(coach);
      await refreshUser();
      return created;
    },
  });
}
