/**
 * @rugby/kit: the platform shared (as one singleton) by the shell and every remote. The heavier primitives
 * are imported by path so pages that do not use them do not download them:
 * `@rugby/kit/ui/dialog.tsx`, `ui/form-field.tsx`, `forms/zod-form.ts` (useZodForm, showServerFieldErrors), `ui/select.tsx`, `ui/tabs.tsx`, `ui/checkbox.tsx`, `ui/progress.tsx`, `ui/symptom-checklist.tsx` (the concussion symptoms), and so are the
 * modules only signed-in screens use: `@rugby/kit/graphql/client.ts`, `@rugby/kit/api/team-messages.ts`,
 * `@rugby/kit/ui/program-day.tsx` (training programs: ProgramDayView, ProgramBlockItems, ProgramItemDetails,
 * ProgramDocumentView; ProgramTextView only for a personal week's section text), and the replies on team messages and events: `@rugby/kit/api/replies.ts`,
 * `ui/reaction-bar.tsx`, `ui/reply-box.tsx`, `ui/subject-responses.tsx`.
 */
export { cn } from './lib/cn.ts';
export { loginPathReturningTo, returnPathFrom, RETURN_PARAM } from './lib/return-path.ts';
export { openDialogCount, useAnyDialogOpen, useRegisterOpenDialog } from './lib/open-dialogs.ts';
export { preloadable, tracked, type PreloadableComponent, type TrackedPromise } from './lib/preloadable.tsx';
export { pageBoot, takeBootAnswer } from './api/page-boot.ts';
export { ApiError, apiExchange, apiRequest, isServerError, serverMessage, type HttpMethod } from './api/api-request.ts';
export { createQueryClient } from './api/query-client.ts';
export {
  callRoute,
  callRouteAsync,
  refreshChangedBy,
  routeKey,
  routePath,
  routeQuery,
  routeQueryFn,
  useAsyncRouteMutation,
  usePendingWrites,
  useRouteMutation,
  type AsyncRouteId,
  type PendingWrite,
  type RouteInput,
  type RouteOutput,
  type RouteQueryInput,
} from './api/routes.ts';
export {
  authKeys,
  currentUserQueryOptions,
  displayName,
  fetchCurrentUser,
  primeCurrentUser,
  useCurrentUser,
  useKnownUser,
  type CurrentUser,
} from './auth/current-user.ts';
export { useLogin, type LoginInput } from './auth/use-login.ts';
export { signedOutTo, useLogout } from './auth/use-logout.ts';
export { Badge, badgeVariants } from './ui/badge.tsx';
export { Button, buttonVariants, focusRing, focusRingOnDark, type ButtonProps } from './ui/button.tsx';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
export { Input, fieldClasses, fieldFrameClasses } from './ui/input.tsx';
export { FieldError } from './ui/field-error.tsx';
export { Label } from './ui/label.tsx';
export { LoadingState, type LoadingShape } from './ui/loading-state.tsx';
export { Textarea } from './ui/textarea.tsx';
export { Toaster, toast, useToastStore, type QueuedToast, type ToastInput, type ToastVariant } from './ui/toast.tsx';
export { REMOTES, remoteContainerName, type RemoteName, type RemoteRouteModule, type RemoteRouteObject } from './remote-routes.ts';
