import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type SaveAttendanceInput = RouteInput<'saveAttendance'>['body'];

/** PUT /api/events/:eventId/attendance; the sheet, the calendar and the players' attendance histories refresh. */
export const useSaveAttendance = () =>
  useRouteMutation('saveAttendance', { input: ({ eventId, body }: { eventId: string; body: SaveAttendanceInput }) => ({ params: { eventId }, body }) });
