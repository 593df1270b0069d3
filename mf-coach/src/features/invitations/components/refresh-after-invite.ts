import { TIMINGS } from '@rugby/contracts/domain';
import { useQueryClient } from '@rugby/kit/query.ts';

/** Query keys are REST paths (the app's default query function): the dashboard and the squad lists. */
const REFRESHED_PATHS = ['/api/coaches/dashboard', '/api/teams'];

/**
 * After an invitation: close the dialog and refresh the dashboard after 0.5 s (the spec's timing), so the
 * new pending invitation shows in recent activity and the staff list.
 */
export function useCloseAndRefresh(close: () => void) {
  const queryClient = useQueryClient();
  return () => setTimeout(() => {
    close();
    for (const path of REFRESHED_PATHS) void queryClient.invalidateQueries({ queryKey: [path] });
  }, TIMINGS.inviteDialogCloseMs);
}
