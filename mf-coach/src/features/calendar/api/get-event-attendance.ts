import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type AttendanceSheet = RouteOutput<'eventAttendance'>;

/** GET /api/events/:eventId/attendance: the saved sheet, else prefilled from availability and logged sessions. */
export const useEventAttendance = (eventId: string) => useQuery(routeQuery('eventAttendance', { params: { eventId } }));
