import { createHash } from 'node:crypto';
import { DEFAULT_EVENT_MINUTES, DEMO_COACH, DEMO_PLAYER, DEMO_PLAYERS, DEMO_TEAM } from '@rugby/contracts';
import { createLogger, createOutbox, now } from '@rugby/service-kit';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { enqueueReminders } from './reminders.ts';
import { addDays, instantsOf, isoWeekday, todayIn } from './time.ts';

/**
 * The demo team's calendar (npm start): the next Saturdays' fixtures with one bye week, training on Monday, Tuesday,
 * Thursday and Friday evenings until then, and a few players' answers to the first match. Relative to the team's
 * today, so there is always something upcoming; idempotent: nothing is added while the team has an upcoming event,
 * and every row has an id derived from its date (a repeat the same day writes nothing new). Each event's reminders are
 * scheduled as for events a coach adds.
 */

const HOME_GROUND = 'Harbour City Park';
const COMPETITION = 'Premier Championship';
/** One Saturday each; null is the bye week. */
const FIXTURES = [
  { opponent: 'Ponsonby', homeAway: 'home', location: HOME_GROUND },
  { opponent: 'Marist', homeAway: 'away', location: 'Marist Park' },
  { opponent: 'Grammar TEC', homeAway: 'home', location: HOME_GROUND },
  null,
  { opponent: 'College Rifles', homeAway: 'away', location: 'Rifles Park' },
  { opponent: 'Suburbs', homeAway: 'home', location: HOME_GROUND },
] as const;
const KICK_OFF = '15:00';
const TRAINING = { weekdays: [1, 2, 4, 5], startTime: '18:30', title: 'Team training', location: `${HOME_GROUND}, No. 2 field` };

/** A stable UUID-shaped id for a demo row. */
function demoId(name: string): string {
  const h = createHash('sha256').update(`demo-calendar:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function seedDemoCalendar(prisma: PrismaClient): Promise<{ events: number }> {
  const team = await prisma.team.findUnique({ where: { id: DEMO_TEAM.id }, select: { id: true, timeZone: true } });
  if (!team) return { events: 0 };
  const at = now();
  if (await prisma.event.count({ where: { teamId: team.id, status: 'scheduled', startsAt: { gt: at } } })) return { events: 0 };

  const tz = team.timeZone;
  const tomorrow = addDays(todayIn(tz), 1);
  const firstSaturday = addDays(tomorrow, (6 - isoWeekday(tomorrow) + 7) % 7);
  const lastDate = addDays(firstSaturday, 7 * (FIXTURES.length - 1));
  const base = { teamId: team.id, timeZone: tz, status: 'scheduled', createdBy: DEMO_COACH.id, createdAt: at };

  const events = FIXTURES.flatMap((fixture, week) => {
    if (!fixture) return [];
    const date = addDays(firstSaturday, 7 * week);
    return [
      {
        ...base,
        id: demoId(`match:${date}`),
        seriesId: null,
        kind: 'match',
        title: null,
        opponent: fixture.opponent,
        homeAway: fixture.homeAway,
        competition: COMPETITION,
        location: fixture.location,
        notes: fixture.homeAway === 'away' ? 'Bus leaves the clubrooms 2 hours before kick-off.' : 'Be at the ground an hour before kick-off.',
        date,
        startTime: KICK_OFF,
        durationMinutes: DEFAULT_EVENT_MINUTES.match,
        ...instantsOf(date, KICK_OFF, DEFAULT_EVENT_MINUTES.match, tz),
      },
    ];
  });
  const seriesId = demoId(`series:${tomorrow}`);
  const trainingDates: string[] = [];
  for (let date = tomorrow; date <= lastDate; date = addDays(date, 1)) if (TRAINING.weekdays.includes(isoWeekday(date))) trainingDates.push(date);
  const sessions = trainingDates.map((date) => ({
    ...base,
    id: demoId(`training:${date}`),
    seriesId,
    kind: 'training',
    title: TRAINING.title,
    opponent: null,
    homeAway: null,
    competition: null,
    location: TRAINING.location,
    notes: null,
    date,
    startTime: TRAINING.startTime,
    durationMinutes: DEFAULT_EVENT_MINUTES.training,
    ...instantsOf(date, TRAINING.startTime, DEFAULT_EVENT_MINUTES.training, tz),
  }));

  await prisma.$transaction(async (tx) => {
    if (trainingDates.length) {
      await tx.eventSeries.createMany({
        data: [
          {
            id: seriesId,
            teamId: team.id,
            weekdays: TRAINING.weekdays,
            startTime: TRAINING.startTime,
            durationMinutes: DEFAULT_EVENT_MINUTES.training,
            firstDate: trainingDates[0]!,
            untilDate: lastDate,
            createdBy: DEMO_COACH.id,
            createdAt: at,
          },
        ],
        skipDuplicates: true,
      });
    }
    await tx.event.createMany({ data: [...events, ...sessions], skipDuplicates: true });
    const firstMatch = events[0];
    if (firstMatch) {
      const answers = [
        { userId: DEMO_PLAYER.id, status: 'available', reason: null },
        { userId: DEMO_PLAYERS[1]!.id, status: 'unavailable', reason: 'Hamstring injury' },
        { userId: DEMO_PLAYERS[2]!.id, status: 'maybe', reason: 'Work roster not out yet' },
        { userId: DEMO_PLAYERS[4]!.id, status: 'available', reason: null },
        { userId: DEMO_PLAYERS[9]!.id, status: 'available', reason: null },
      ];
      await tx.availability.createMany({
        data: answers.map((a) => ({ eventId: firstMatch.id, ...a, answeredAt: at })),
        skipDuplicates: true,
      });
    }
    // Their reminders, as for events a coach adds (run by the team service's outbox relay when due).
    const outbox = createOutbox({ prisma, log: createLogger('team-demo-calendar'), clock: now });
    for (const event of [...events, ...sessions]) await enqueueReminders(outbox, tx, event);
  });
  return { events: events.length + sessions.length };
}
