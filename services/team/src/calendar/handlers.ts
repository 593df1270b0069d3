import type { Request } from 'express';
import type { calendarRoutes } from '@rugby/contracts';
import { markTeamsChanged, type RouteHandlers } from '@rugby/service-kit';
import type { CalendarDomain } from './domain.ts';

/** The REST handlers of the team calendar (contracts/src/routes/calendar.ts), merged into the team service's. */
export function calendarHandlers({
  calendar,
  originOf,
}: {
  calendar: CalendarDomain;
  /** Origin of absolute links (PUBLIC_BASE_URL, else the request's origin). */
  originOf: (req: Request) => string;
}): RouteHandlers<typeof calendarRoutes> {
  return {
    teamEvents: ({ identity, params, query }) => calendar.events.list(identity.userId, params.teamId, query),

    createEvent: async ({ identity, params, body }, { res }) => {
      const events = await calendar.events.create(identity.userId, params.teamId, body);
      res.status(201);
      return { events };
    },

    updateEvent: async ({ identity, params, body }, { res }) => {
      const { teamId, events } = await calendar.events.update(identity.userId, params.eventId, body);
      markTeamsChanged(res, [teamId]);
      return { events };
    },

    cancelEvent: async ({ identity, params, body }, { res }) => {
      const { teamId, events } = await calendar.events.cancel(identity.userId, params.eventId, body);
      markTeamsChanged(res, [teamId]);
      return { events };
    },

    setAvailability: async ({ identity, params, body }, { res }) => {
      const event = await calendar.availability.answer(identity.userId, params.eventId, body);
      markTeamsChanged(res, [event.teamId]);
      return event;
    },

    eventAvailability: ({ identity, params }) => calendar.availability.overview(identity.userId, params.eventId),

    chaseAvailability: async ({ identity, params }, { res }) => {
      const { teamId, message, chased } = await calendar.availability.chase(identity.userId, params.eventId);
      markTeamsChanged(res, [teamId]);
      return { message, chased };
    },

    eventAttendance: ({ identity, params }) => calendar.attendance.sheet(identity.userId, params.eventId),

    saveAttendance: async ({ identity, params, body }, { res }) => {
      const { teamId, sheet } = await calendar.attendance.save(identity.userId, params.eventId, body);
      markTeamsChanged(res, [teamId]);
      return sheet;
    },

    playerAttendance: ({ identity, params }) => calendar.attendance.history(identity.userId, params.teamId, params.playerId),

    calendarFeeds: ({ identity, params }, { req }) => calendar.feeds.addresses(identity.userId, params.teamId, originOf(req)),

    rotateCalendarFeed: ({ identity, params, body }, { req }) => calendar.feeds.rotate(identity.userId, params.teamId, body.feed, originOf(req)),

    calendarFeed: async ({ params }, { res }) => {
      const text = await calendar.feeds.ics(params.token);
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Content-Disposition', 'inline; filename="calendar.ics"');
      return text;
    },
  };
}
