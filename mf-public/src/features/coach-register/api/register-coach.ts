import { callRoute, refreshChangedBy, useRouteMutation, type RouteInput } from '@rugby/kit';
import { useMutation, useQueryClient } from '@rugby/kit/query.ts';
import { useRef } from 'react';

export type RegisterInput = RouteInput<'authRegister'>['body'];
export type CreateCoachInput = RouteInput<'createCoach'>['body'];

/**
 * Variant A: register (POST /api/auth/register, which signs the account in), then create the coach and team
 * (POST /api/coaches/create). Once registered, a retry skips straight to the coach step. Afterwards what creating a
 * coach changes is refreshed (the current user, now a coach, so the shell shows the dashboard).
 */
export function useRegisterCoach() {
  const queryClient = useQueryClient();
  const registered = useRef<string | null>(null);
  return useMutation({
    mutationFn: async ({ account, coach }: { account: RegisterInput; coach: CreateCoachInput }) => {
      if (registered.current !== account.email) {
        await callRoute('authRegister', { body: account });
        registered.current = account.email;
      }
      const created = await callRoute('createCoach', { body: coach });
      await refreshChangedBy(queryClient, 'createCoach');
      return created;
    },
  });
}

/** POST /api/coaches/create-test: the test path (test endpoints only): user, coach and team, without a session. */
export const useCreateCoachTest = () => useRouteMutation('createCoachTest', { input: (body: CreateCoachInput) => ({ body }) });

/** Variant B (signed in with the external provider): create the coach and team; the current user is refreshed. */
export const useCreateCoach = () => useRouteMutation('createCoach', { input: (body: CreateCoachInput) => ({ body }) });
