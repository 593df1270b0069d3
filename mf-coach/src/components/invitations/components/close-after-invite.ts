import { TIMINGS } from '@rugby/contracts/domain';

/**
 * After an invitation: close the dialog 0.5 s later (the spec's timing). The new pending invitation is already in the
 * dashboard's recent activity and staff list by then: the invitation's mutation refreshes what its route declares it
 * changes before its success handler runs.
 */
export const closeAfterInvite = (close: () => void) => setTimeout(close, TIMINGS.inviteDialogCloseMs);
