import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type UpdateAccountInput = NonNullable<RouteInput<'updateAccount'>['body']>;
export type ChangePasswordInput = NonNullable<RouteInput<'changePassword'>['body']>;

/**
 * PATCH /api/auth/user {firstName, lastName, email}: the user's own name and e-mail. The current user (the top bar)
 * and the coach's views that show names refresh before onSuccess runs (routeChanges).
 */
export const useUpdateAccount = () => useRouteMutation('updateAccount', { input: (body: UpdateAccountInput) => ({ body }) });
/** POST /api/auth/password {currentPassword, newPassword, confirmPassword}: this session stays, the others end. */
export const useChangePassword = () => useRouteMutation('changePassword', { input: (body: ChangePasswordInput) => ({ body }) });
