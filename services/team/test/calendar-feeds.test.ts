import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@rugby/service-kit';
import { createEvent, makeTeam, match, startCalendarApp, training } from './calendar-fixtures.ts';
import { internal } from './helpers.ts';

let t: Awaited<ReturnType<typeof startCalendarApp>>;
beforeAll(async () => {
  t = await startCalendarApp();
});
afterAll(async () => {
  setClock(null);
  ICAL.TimezoneService.reset();
  await t.stop();
});

/** The path of an absolute feed URL, asserting it is served from the caller's origin. */
const pathOf = (url: string) => {
  expect(url).toMatch(/^https:\/\/rugby\.example\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  return new URL(url).pathname;
};
const viaGateway = (req: request.Test) => req.set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'rugby.example');

/** The feed parsed back with ical.js (its VTIMEZONEs registered, so TZID times convert to instants). */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: vevent.getFirstPropertyValue('status'),
      tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
      localStart: event.startDate.toString(),
      allDay: event.startDate.isDate,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    zones: calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
    events,
  };
}

describe('calendar feeds (.ics)', () => {
  it("serves the team's events in Auckland time with a VTIMEZONE, cancelled ones marked, a player's answers in theirs; rotation revokes", async () => {
    setClock('2026-03-20T00:00:00Z');
    const team = await makeTeam(t, { timeZone: 'Pacific/Auckland', name: 'Harbour City RFC' });
    const player = await team.addPlayer({ firstName: 'Aaron', position: 'prop' });
    const sessions = await createEvent(
      t,
      team.coach.headers,
      team.teamId,
      training({ date: '2026-03-26', location: 'Club grounds', repeat: { until: '2026-04-09' } }),
    );
    expect(sessions.status).toBe(201);
    const fixture = await createEvent(
      t,
      team.coach.headers,
      team.teamId,
      match({ opponent: 'Blues', homeAway: 'away', date: '2026-04-04', startTime: '15:00', location: 'Eden Park', competition: 'Premier Cup' }),
    );
    const matchId = fixture.body.events[0].id as string;
    const [first, second, third] = sessions.body.events as Array<{ id: string }>;
    await request(t.app).put(`/api/events/${matchId}/availability`).set(player.headers).send({ status: 'available' });
    await request(t.app).post(`/api/events/${second!.id}/cancel`).set(team.coach.headers).send({ reason: 'Ground closed' });

    const feeds = await viaGateway(request(t.app).get(`/api/teams/${team.teamId}/calendar-feeds`).set(player.headers));
    expect(feeds.status).toBe(200);
    expect(feeds.body.team).toBeNull();
    const personal = pathOf(feeds.body.personal);
    const again = await viaGateway(request(t.app).get(`/api/teams/${team.teamId}/calendar-feeds`).set(player.headers));
    expect(again.body.personal).toBe(feeds.body.personal);

    const res = await request(t.app).get(personal);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = parseFeed(res.text);
    expect(feed.name).toBe('Harbour City RFC — Rugby Training Hub');
    expect(feed.zones).toEqual(['Pacific/Auckland']);
    expect(feed.events.map((e) => [e.uid, e.tzid, e.localStart, e.start])).toEqual([
      [`${first!.id}@rugby-training-hub`, 'Pacific/Auckland', '2026-03-26T18:30:00', '2026-03-26T05:30:00.000Z'],
      [`${second!.id}@rugby-training-hub`, 'Pacific/Auckland', '2026-04-02T18:30:00', '2026-04-02T05:30:00.000Z'],
      [`${matchId}@rugby-training-hub`, 'Pacific/Auckland', '2026-04-04T15:00:00', '2026-04-04T02:00:00.000Z'],
      [`${third!.id}@rugby-training-hub`, 'Pacific/Auckland', '2026-04-09T18:30:00', '2026-04-09T06:30:00.000Z'],
    ]);
    const [, cancelled, away, afterDst] = feed.events;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', summary: 'Cancelled: Training' });
    expect(cancelled!.description).toContain('Ground closed');
    expect(away).toMatchObject({ status: 'CONFIRMED', summary: 'at Blues', location: 'Eden Park', end: '2026-04-04T04:00:00.000Z' });
    expect(away!.description).toContain('Premier Cup');
    expect(away!.description).toContain('Your answer: Available');
    expect(afterDst).toMatchObject({ summary: 'Training', location: 'Club grounds', end: '2026-04-09T08:00:00.000Z' });
    expect(afterDst!.description).toContain('You have not said yet');

    // Coaches also get the team's feed (no answers in it); players cannot rotate one.
    const coachFeeds = await viaGateway(request(t.app).get(`/api/teams/${team.teamId}/calendar-feeds`).set(team.coach.headers));
    const teamFeed = parseFeed((await request(t.app).get(pathOf(coachFeeds.body.team))).text);
    expect(teamFeed.events).toHaveLength(4);
    expect(teamFeed.events[2]!.description).not.toContain('Your answer');
    expect((await request(t.app).post(`/api/teams/${team.teamId}/calendar-feeds/rotate`).set(player.headers).send({ feed: 'team' })).status).toBe(403);

    const rotated = await viaGateway(request(t.app).post(`/api/teams/${team.teamId}/calendar-feeds/rotate`).set(player.headers).send({ feed: 'personal' }));
    expect(rotated.status).toBe(200);
    expect(rotated.body.personal).not.toBe(feeds.body.personal);
    expect((await request(t.app).get(personal)).status).toBe(404);
    expect((await request(t.app).get(pathOf(rotated.body.personal))).status).toBe(200);
    expect((await request(t.app).get('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect(
      (
        await request(t.app)
          .get(`/api/teams/${team.teamId}/calendar-feeds`)
          .set((await makeTeam(t)).coach.headers)
      ).status,
    ).toBe(403);

    // A player who leaves the team loses the feed.
    await t.prisma.membership.deleteMany({ where: { teamId: team.teamId, userId: player.userId } });
    expect((await request(t.app).get(pathOf(rotated.body.personal))).status).toBe(404);
  });
});

describe("training in the feeds (training-program's program days and the player's own plan)", () => {
  it('a session says its program day; a player sees their plan on it and their other training days all day; without training-program, the events alone', async () => {
    setClock('2026-03-20T00:00:00Z'); // Friday 20 March, 13:00 in Auckland
    const team = await makeTeam(t, { timeZone: 'Pacific/Auckland' });
    const player = await team.addPlayer({ firstName: 'Hemi', position: 'hooker' });
    const sessions = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-03-24', location: 'Club grounds' }));
    expect(sessions.status).toBe(201);
    const session = sessions.body.events[0] as { id: string };
    t.training.programDays = [
      {
        date: '2026-03-23',
        programId: 'p1',
        programName: 'Springbok Power',
        dayNumber: 1,
        theme: 'Acceleration and contact',
        minutes: 55,
        matchDayRole: 'none',
      },
      { date: '2026-03-24', programId: 'p1', programName: 'Springbok Power', dayNumber: 2, theme: 'Lineout and scrum', minutes: 60, matchDayRole: 'MD-4' },
    ];
    t.training.planDays = [
      { date: '2026-03-23', theme: 'Acceleration and contact', minutes: 75, squad: true },
      { date: '2026-03-24', theme: 'Lineout and scrum', minutes: 80, squad: true },
      { date: '2026-03-26', theme: 'Upper body strength', minutes: 55, squad: false },
    ];
    t.training.asked.length = 0;

    const feeds = await viaGateway(request(t.app).get(`/api/teams/${team.teamId}/calendar-feeds`).set(player.headers));
    const feed = parseFeed((await request(t.app).get(pathOf(feeds.body.personal))).text);
    // The team's today (20 March in Auckland) less a week, through the longest ranges one read covers.
    expect(t.training.asked).toEqual([`program-days ${team.teamId} 2026-03-13 2026-07-10`, `plan-days ${team.teamId} ${player.userId} 2026-03-13 2026-04-23`]);
    expect(feed.events.map((e) => [e.summary, e.allDay, e.localStart])).toEqual([
      ['Training', false, '2026-03-24T18:30:00'],
      ['Training: Acceleration and contact', true, '2026-03-23'],
      ['Training: Upper body strength', true, '2026-03-26'],
    ]);
    const [onSession, monday, thursday] = feed.events;
    expect(onSession!.description).toContain('Program: Springbok Power — Day 2 · MD-4 · Lineout and scrum (60 min)');
    expect(onSession!.description).toContain("Your plan: Lineout and scrum, about 80 min (the squad's session and your own work)");
    expect(onSession!.uid).toBe(`${session.id}@rugby-training-hub`);
    expect(monday!.description).toContain('Program: Springbok Power — Day 1 · Acceleration and contact (55 min)');
    expect(monday!.uid).toBe(`plan-${player.userId}-2026-03-23@rugby-training-hub`);
    expect(thursday!.description).toBe("Your plan: Upper body strength, about 55 min (your own work). Open the app for the day's exercises.");
    expect(thursday!.end).toBe('2026-03-27T00:00:00.000Z');

    // The coach's team feed: the program day on the session, no one's plan.
    const coachFeeds = await viaGateway(request(t.app).get(`/api/teams/${team.teamId}/calendar-feeds`).set(team.coach.headers));
    const teamFeed = parseFeed((await request(t.app).get(pathOf(coachFeeds.body.team))).text);
    expect(teamFeed.events.map((e) => e.summary)).toEqual(['Training']);
    expect(teamFeed.events[0]!.description).toContain('Day 2 · MD-4');
    expect(teamFeed.events[0]!.description).not.toContain('Your plan');

    // training-program down: the feed still answers, with the events alone.
    t.training.down = true;
    const alone = await request(t.app).get(pathOf(feeds.body.personal));
    t.training.down = false;
    expect(alone.status).toBe(200);
    expect(parseFeed(alone.text).events.map((e) => e.summary)).toEqual(['Training']);
  });
});

describe('internal API', () => {
  it("answers a team's events in a date range (cancelled included) and its players' contacts", async () => {
    setClock('2026-11-25T09:00:00Z');
    const team = await makeTeam(t);
    const player = await team.addPlayer({ firstName: 'Aaron', lastName: 'Smith', phone: '+64 21 555 0101' });
    await createEvent(t, team.coach.headers, team.teamId, match({ date: '2026-12-05' }));
    const session = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-12-03' }));
    await request(t.app).post(`/api/events/${session.body.events[0].id}/cancel`).set(team.coach.headers).send({});
    await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-12-20' }));

    const res = await request(t.app).get(`/internal/teams/${team.teamId}/events`).query({ from: '2026-12-01', to: '2026-12-10' }).set(internal());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      timeZone: 'UTC',
      events: [
        {
          id: session.body.events[0].id,
          kind: 'training',
          displayTitle: 'Training',
          date: '2026-12-03',
          startTime: '18:30',
          durationMinutes: 90,
          startsAt: '2026-12-03T18:30:00.000Z',
          status: 'cancelled',
        },
        expect.objectContaining({ kind: 'match', displayTitle: 'vs Harlequins', date: '2026-12-05', status: 'scheduled' }),
      ],
    });
    const events = (query: object) => request(t.app).get(`/internal/teams/${team.teamId}/events`).query(query).set(internal());
    expect((await events({ from: '2026-12-10', to: '2026-12-01' })).status).toBe(400);
    expect((await events({ to: '2026-12-01' })).status).toBe(400);
    expect((await events({ from: '2026-01-01', to: '2027-12-31' })).status).toBe(400);
    expect((await events({ from: '2026-12-01', to: '2026-12-01' })).body.events).toEqual([]);
    expect((await request(t.app).get(`/internal/teams/${team.teamId}/events`).query({ from: '2026-12-01', to: '2026-12-10' })).status).toBe(401);
    expect((await request(t.app).get('/internal/teams/no-such-team/events').query({ from: '2026-12-01', to: '2026-12-10' }).set(internal())).status).toBe(404);

    const contacts = await request(t.app).get(`/internal/teams/${team.teamId}/contacts`).set(internal());
    expect(contacts.status).toBe(200);
    expect(contacts.body).toEqual({ players: [{ userId: player.userId, name: 'Aaron Smith', phone: '+64 21 555 0101', email: player.email }] });
    expect((await request(t.app).get('/internal/teams/no-such-team/contacts').set(internal())).status).toBe(404);

    // One event with its team (messaging checks a thread's event belongs to the caller's team).
    const one = await request(t.app).get(`/internal/events/${session.body.events[0].id}`).set(internal());
    expect(one.status).toBe(200);
    expect(one.body).toEqual(expect.objectContaining({ id: session.body.events[0].id, teamId: team.teamId, kind: 'training', status: 'cancelled' }));
    expect((await request(t.app).get('/internal/events/no-such-event').set(internal())).status).toBe(404);
    expect((await request(t.app).get(`/internal/events/${session.body.events[0].id}`)).status).toBe(401);
  });
});
