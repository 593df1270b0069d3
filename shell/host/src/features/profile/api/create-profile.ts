import { useRouteMutation } from '@rugby/kit';

export type ProfileType = 'coach' | 'player';

/** POST /api/users/create-profile; success refreshes the current user (the route's declared change). */
export const useCreateProfile = () => useRouteMutation('createProfile', { input: (userType: ProfileType) => ({ body: { userType } }) });
