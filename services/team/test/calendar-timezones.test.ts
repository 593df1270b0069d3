import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@rugby/service-kit';
import { createEvent, makeTeam, match, startCalendarApp, training } from './calendar-fixtures.ts';
import type { TestApp } from './helpers.ts';

/**
 * A team in Auckland with the server in UTC: wall-clock time in the team's zone is the truth, instants follow the
 * daylight-saving changes (NZ 2026: NZDT +13 ends Sun 5 April, NZST +12 until Sun 27 September), and "today" and
 * "past" are Auckland's.
 */

let t: TestApp;
const originalTz = process.env.TZ;
beforeAll(async () => {
  process.env.TZ = 'UTC';
  t = await startCalendarApp();
});
afterAll(async () => {
  setClock(null);
  process.env.TZ = originalTz;
  await t.stop();
});

const slots = (res: request.Response) =>
  (res.body.events as Array<{ date: string; startTime: string; startsAt: string }>).map((e) => [e.date, e.startTime, e.startsAt]);

describe('Pacific/Auckland team, server in UTC', () => {
  it('keeps a weekly 18:30 session at 18:30 local when daylight saving ends (+13 → +12)', async () => {
    setClock('2026-03-20T00:00:00Z');
    const team = await makeTeam(t, { timeZone: 'Pacific/Auckland' });
    const res = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-03-26', repeat: { until: '2026-04-16' } }));
    expect(res.status).toBe(201);
    expect(slots(res)).toEqual([
      ['2026-03-26', '18:30', '2026-03-26T05:30:00.000Z'],
      ['2026-04-02', '18:30', '2026-04-02T05:30:00.000Z'],
      ['2026-04-09', '18:30', '2026-04-09T06:30:00.000Z'],
      ['2026-04-16', '18:30', '2026-04-16T06:30:00.000Z'],
    ]);
    expect(res.body.events[2]).toMatchObject({ timeZone: 'Pacific/Auckland', endsAt: '2026-04-09T08:00:00.000Z' });

    // Moving the last NZDT session a week on (into NZST) keeps 18:30 and takes the new offset.
    const moved = await request(t.app).patch(`/api/events/${res.body.events[1].id}`).set(team.coach.headers).send({ date: '2026-04-07' });
    expect(moved.status).toBe(200);
    expect(slots(moved)).toEqual([['2026-04-07', '18:30', '2026-04-07T06:30:00.000Z']]);
  });

  it('keeps 18:30 local when daylight saving starts (+12 → +13)', async () => {
    setClock('2026-09-10T00:00:00Z');
    const team = await makeTeam(t, { timeZone: 'Pacific/Auckland' });
    const res = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-09-22', repeat: { weekdays: ['tuesday'], until: '2026-10-06' } }));
    expect(res.status).toBe(201);
    expect(slots(res)).toEqual([
      ['2026-09-22', '18:30', '2026-09-22T06:30:00.000Z'],
      ['2026-09-29', '18:30', '2026-09-29T05:30:00.000Z'],
      ['2026-10-06', '18:30', '2026-10-06T05:30:00.000Z'],
    ]);
  });

  it("judges today and the past in Auckland, not by the server's UTC date", async () => {
    // 22:00 UTC on Tuesday 9 June is 10:00 on Wednesday 10 June in Auckland (NZST, +12).
    setClock('2026-06-09T22:00:00Z');
    const team = await makeTeam(t, { timeZone: 'Pacific/Auckland' });

    // 09:00 Auckland today has passed, though the UTC date (9 June) makes 10 June look like tomorrow.
    const nineToday = await createEvent(t, team.coach.headers, team.teamId, match({ date: '2026-06-10', startTime: '09:00' }));
    expect(nineToday.status).toBe(400);
    expect(nineToday.body.message).toBe('startTime 09:00 has already passed today');

    // 9 June is yesterday in Auckland, though it is still 9 June in UTC and 23:00 is ahead of 22:00 UTC.
    const yesterday = await createEvent(t, team.coach.headers, team.teamId, match({ date: '2026-06-09', startTime: '23:00' }));
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.message).toBe('date 2026-06-09 is in the past');

    const elevenToday = await createEvent(t, team.coach.headers, team.teamId, match({ date: '2026-06-10', startTime: '11:00' }));
    expect(elevenToday.status).toBe(201);
    expect(elevenToday.body.events[0]).toMatchObject({ date: '2026-06-10', startTime: '11:00', startsAt: '2026-06-09T23:00:00.000Z' });

    const list = await request(t.app).get(`/api/teams/${team.teamId}/events`).set(team.coach.headers);
    expect(list.body).toMatchObject({ timeZone: 'Pacific/Auckland', from: '2026-06-10', to: '2026-08-05' });
    expect(list.body.events).toHaveLength(1);

    // At 11:30 Auckland the match has started: players can no longer answer it.
    const player = await team.addPlayer();
    setClock('2026-06-09T23:30:00Z');
    const answer = await request(t.app).put(`/api/events/${elevenToday.body.events[0].id}/availability`).set(player.headers).send({ status: 'available' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^eventId: This event has already started/);
  });
});
