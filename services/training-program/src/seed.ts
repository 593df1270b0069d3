import {
  DEMO_COACH,
  DEMO_PLAYER,
  DEMO_PLAYERS,
  DEMO_TEAM,
  defaultSeasonSettings,
  demoJoinedDaysAgo,
  renderProgramText,
  TRAINING_DAYS,
  TRAINING_ISO_WEEKDAYS,
  type Position,
  type ProgramItemDoc,
} from '@rugby/contracts';
import { addDays, calendarDate, mondayOf, now, serverTimeZone } from '@rugby/service-kit';
import { dayKind, trainingDaysBetween } from './domain/calendar.ts';
import { personalWeekOf } from './domain/personal-week.ts';
import { playerProfileOf } from './domain/player-context.ts';
import { seasonPhaseOn } from './domain/season.ts';
import { builtInGenerator, type TeamContext } from './generator/program-generator.ts';
import { Prisma, type PrismaClient } from './generated/prisma/client.ts';
import { seededRandom } from './generator/random.ts';
import { dailyPlan } from './player/daily-plan.ts';
import { lawsForDay, type LawAssignment, type LawView } from './player/laws-of-the-day.ts';
import { sessionLoad, type PerformedSet } from '@rugby/contracts/training-load';

const seedId = (n: number) => `7d1f0c3e-0000-4000-8000-${String(400 + n).padStart(12, '0')}`;
export const DEMO_PUSHED_PROGRAM_ID = seedId(1);
export const DEMO_DISTRIBUTION_ID = seedId(2);
export const DEMO_APPROVED_PROGRAM_ID = seedId(3);
const DAY = 86_400_000;

/**
 * The demo team's programs (idempotent, fixed ids): an All Blacks style week approved and pushed by the demo coach on
 * the Monday of the current week, so players have team training today, and a Springboks style week customized for
 * more scrummaging, approved but not pushed. While the seeded push is still the team's running program, a later seed
 * moves its start to the current Monday so the demo keeps showing live data.
 */
export async function seedDemo(prisma: PrismaClient): Promise<{ programs: number; pushedOn: string; historyDays: number; loopRecords: number }> {
  const today = calendarDate(now(), serverTimeZone());
  const monday = mondayOf(today);
  const generator = builtInGenerator();
  const context: TeamContext = {
    teamId: DEMO_TEAM.id,
    teamName: DEMO_TEAM.name,
    seasonPhase: seasonPhaseOn(today, defaultSeasonSettings(today)),
    squadPositions: DEMO_PLAYERS.map((p) => p.position).filter((p): p is Position => Boolean(p)),
  };
  const mondayMorning = new Date(`${monday}T08:00:00Z`);

  const pushed = await generator.generateEliteProgram('all-blacks', context);
  await prisma.approvedProgram.upsert({
    where: { id: DEMO_PUSHED_PROGRAM_ID },
    update: {},
    create: {
      id: DEMO_PUSHED_PROGRAM_ID,
      teamId: DEMO_TEAM.id,
      programTitle: pushed.programTitle,
      programContent: pushed.program,
      document: pushed.document,
      programType: 'all-blacks',
      approvedBy: DEMO_COACH.id,
      approvedAt: new Date(mondayMorning.getTime() - 2 * DAY),
      isPushed: true,
      pushedAt: mondayMorning,
      pushedBy: DEMO_COACH.id,
    },
  });
  const program = await prisma.approvedProgram.findUniqueOrThrow({ where: { id: DEMO_PUSHED_PROGRAM_ID } });
  await prisma.programDistribution.upsert({
    where: { id: DEMO_DISTRIBUTION_ID },
    update: {},
    create: {
      id: DEMO_DISTRIBUTION_ID,
      programId: DEMO_PUSHED_PROGRAM_ID,
      teamId: DEMO_TEAM.id,
      contentSnapshot: program.programContent,
      documentSnapshot: program.document as Prisma.InputJsonValue,
      startDate: monday,
      firstDayNumber: 1,
      createdBy: DEMO_COACH.id,
      createdAt: mondayMorning,
    },
  });
  // Keep the demo live: the seeded push, while it is the only distribution of the team still open, restarts this Monday.
  const open = await prisma.programDistribution.findMany({ where: { teamId: DEMO_TEAM.id, endDate: null }, select: { id: true } });
  if (open.length === 1 && open[0]!.id === DEMO_DISTRIBUTION_ID) {
    await prisma.programDistribution.update({ where: { id: DEMO_DISTRIBUTION_ID }, data: { startDate: monday } });
    await prisma.approvedProgram.update({ where: { id: DEMO_PUSHED_PROGRAM_ID }, data: { pushedAt: mondayMorning } });
  }

  const request = 'We only have 50 minutes on Monday. More conditioning';
  const base = await generator.generateEliteProgram('springboks', context);
  const customized = (await generator.customizeProgram(base.document, request, context)).document;
  await prisma.approvedProgram.upsert({
    where: { id: DEMO_APPROVED_PROGRAM_ID },
    update: {},
    create: {
      id: DEMO_APPROVED_PROGRAM_ID,
      teamId: DEMO_TEAM.id,
      programTitle: base.programTitle,
      programContent: renderProgramText(customized),
      document: customized,
      programType: 'springboks',
      customizationPrompt: request,
      approvedBy: DEMO_COACH.id,
      approvedAt: new Date(mondayMorning.getTime() - DAY),
    },
  });
  const historyDays = await seedPlayerHistory(prisma, today);
  const loopRecords = await seedTrainingLoop(prisma, today);
  return { programs: 2, pushedOn: monday, historyDays, loopRecords };
}

/** The demo player's roll of the dice for a day of their recent history: below MISSED_DAY, they did not train. */
const demoHistoryRoll = (date: string) => seededRandom('demo-history', DEMO_PLAYER.id, date)();
const MISSED_DAY = 0.12;

/**
 * The demo player's recent history, so Progress has real weeks to show: the training days of the previous and the
 * current week before today, each written down as the app would have (the day's plan as logs, the laws of the day
 * assigned and learned), mostly completed, with a missed day and a partial day as players have. Days that already
 * have logs or a laws assignment (the player used the app) are left alone, and today is never touched, so the
 * laws popup and the day's ticks start fresh.
 */
async function seedPlayerHistory(prisma: PrismaClient, today: string): Promise<number> {
  const playerId = DEMO_PLAYER.id;
  const position = DEMO_PLAYER.position ?? null;
  const [assignments, views] = await Promise.all([
    prisma.lawAssignment.findMany({ where: { playerId } }),
    prisma.viewedLaw.findMany({ where: { playerId }, select: { lawId: true, viewedDate: true } }),
  ]);
  const distribution = await prisma.programDistribution.findUnique({ where: { id: DEMO_DISTRIBUTION_ID } });
  const profile = playerProfileOf(playerId, {
    position: DEMO_PLAYER.position ?? null,
    age: DEMO_PLAYER.age ?? null,
    weight: DEMO_PLAYER.weight ?? null,
    height: DEMO_PLAYER.height ?? null,
  });
  // The squad's training days of a week (the seeded push while it runs): the personal week complements them.
  const squadDays = (monday: string) =>
    TRAINING_DAYS.filter((_, i) => {
      const date = addDays(monday, TRAINING_ISO_WEEKDAYS[i]! - 1);
      return distribution !== null && distribution.startDate <= date && (distribution.endDate === null || distribution.endDate >= date);
    });
  const assigned: LawAssignment[] = [...assignments];
  const viewed: LawView[] = [...views];
  let seeded = 0;
  for (let date = addDays(mondayOf(today), -7); date < today; date = addDays(date, 1)) {
    if (dayKind(date) !== 'training') continue;
    const used = assigned.some((a) => a.date === date) || (await prisma.trainingLog.count({ where: { playerId, date } })) > 0;
    const roll = demoHistoryRoll(date);
    if (used || roll < MISSED_DAY) continue; // a missed day: nothing written, as when a player does not open the app
    const at = new Date(`${date}T18:00:00Z`);
    const activities = dailyPlan({ profile, week: personalWeekOf(defaultSeasonSettings(date), mondayOf(date), squadDays(mondayOf(date))), date }).activities;
    const done = roll < 0.3 ? activities.length - 2 : activities.length; // a partial day: the last blocks skipped
    await prisma.trainingLog.createMany({
      data: activities.map((a, i) => ({
        playerId,
        teamId: DEMO_TEAM.id,
        date,
        activityId: a.id,
        category: a.category,
        durationMinutes: a.duration,
        item: a.item ?? Prisma.DbNull,
        performed: i < done ? (demoSets(a, date) ?? Prisma.DbNull) : Prisma.DbNull,
        planIndex: i,
        completed: i < done,
        completedAt: i < done ? at : null,
        createdAt: at,
      })),
      skipDuplicates: true,
    });
    // The team session (the seeded push, while it runs) done on the days everything else was.
    if (done === activities.length && distribution && distribution.startDate <= date && (distribution.endDate === null || distribution.endDate >= date)) {
      await prisma.teamTrainingCompletion.createMany({
        data: [
          {
            playerId,
            teamId: DEMO_TEAM.id,
            distributionId: distribution.id,
            date,
            dayNumber: distribution.firstDayNumber + trainingDaysBetween(distribution.startDate, date) - 1,
            completedAt: at,
          },
        ],
        skipDuplicates: true,
      });
    }
    const laws = lawsForDay({ position, date, assignments: assigned, viewed });
    if (laws.assignment) {
      await prisma.lawAssignment.createMany({ data: [{ playerId, date, lawIds: [...laws.assignment.lawIds], createdAt: at }], skipDuplicates: true });
      assigned.push(laws.assignment);
    }
    const learned = laws.unviewed.map((l) => ({ lawId: l.id, viewedDate: date }));
    await prisma.viewedLaw.createMany({ data: learned.map((v) => ({ playerId, ...v, viewedAt: at })), skipDuplicates: true });
    viewed.push(...learned);
    seeded += 1;
  }
  return seeded;
}

/** The categories whose items a player logs set by set (the warm-up and cool-down are ticked). */
const LOGGED_CATEGORIES = ['skills', 'strength', 'conditioning', 'other'];

/**
 * What the demo player logged for a done item, set by set as prescribed: loaded lifts at a weight fixed per exercise
 * that climbs 2.5 kg a week over four-week waves (so Progress has best sets and personal records), bodyweight and timed
 * work as written.
 */
function demoSets(activity: { id: string; category: string; item?: ProgramItemDoc | null }, date: string): Prisma.InputJsonArray | null {
  const item = activity.item;
  if (!item || !LOGGED_CATEGORIES.includes(activity.category)) return null;
  const exercise = activity.id.split('@')[0]!;
  const loaded = ['percent1rm', 'rpe', 'rir'].includes(item.load.kind) && item.reps !== null;
  const week = Math.round((Date.parse(date) - Date.parse('2026-01-05')) / (7 * 86_400_000));
  const loadKg = loaded ? 20 + Math.floor(seededRandom('demo-load', exercise)() * 13) * 5 + (week % 4) * 2.5 : null;
  const set: Record<keyof PerformedSet, number | null> = {
    reps: item.reps,
    loadKg,
    seconds: item.reps === null ? item.durationSeconds : null,
    meters: item.reps === null && item.durationSeconds === null ? item.distanceMeters : null,
  };
  return Array.from({ length: item.sets }, () => ({ ...set }));
}

/** Weeks of check-ins and session reports the demo squad has before today. */
export const DEMO_LOOP_WEEKS = 12;

/**
 * The squad's training loop over the last 12 weeks since each player joined (never today), so Reports has real
 * numbers: on most training days
 * each player rated the session (RPE 4–7 × 55–80 minutes) and checked in (mostly 3–5, now and then a poor night),
 * as players do; one player stepped up hard in the last week (a workload flag) and one reported a sore hamstring
 * two days ago. Fixed by a seeded random per player and day, written once (a day that has a record is left alone).
 */
async function seedTrainingLoop(prisma: PrismaClient, today: string): Promise<number> {
  const from = addDays(today, -DEMO_LOOP_WEEKS * 7);
  const heavy = DEMO_PLAYERS[3]?.id;
  const sore = DEMO_PLAYERS[5]?.id;
  const sessions: Prisma.SessionReportCreateManyInput[] = [];
  const checkIns: Prisma.ReadinessCheckInCreateManyInput[] = [];
  for (const player of DEMO_PLAYERS) {
    // From the day the player joined (the team's seed), at most 12 weeks back.
    const joined = addDays(today, -demoJoinedDaysAgo(player));
    for (let date = joined > from ? joined : from; date < today; date = addDays(date, 1)) {
      if (dayKind(date) !== 'training') continue;
      const random = seededRandom('demo-loop', player.id, date);
      const at = new Date(`${date}T19:00:00Z`);
      const lastWeek = date >= addDays(today, -7);
      // The demo player's recent missed days (seedPlayerHistory) are missed here too: no check-in, no session.
      if (player.id === DEMO_PLAYER.id && date >= addDays(mondayOf(today), -7) && demoHistoryRoll(date) < MISSED_DAY) continue;
      if (random() < 0.85) {
        const spike = player.id === heavy && lastWeek;
        const rpe = spike ? 8 : 4 + Math.floor(random() * 4);
        const durationMinutes = spike ? 100 : 55 + Math.floor(random() * 6) * 5;
        sessions.push({
          playerId: player.id,
          teamId: DEMO_TEAM.id,
          date,
          rpe,
          durationMinutes,
          load: sessionLoad(rpe, durationMinutes),
          createdAt: at,
          updatedAt: at,
        });
      }
      if (random() < 0.8) {
        const score = () => Math.min(5, Math.max(1, Math.round(3.9 + (random() - 0.5) * 2.4)));
        const injured = player.id === sore && date === addDays(today, -2);
        checkIns.push({
          playerId: player.id,
          teamId: DEMO_TEAM.id,
          date,
          sleep: score(),
          soreness: injured ? 2 : score(),
          fatigue: score(),
          stress: score(),
          mood: score(),
          injury: injured,
          injuryArea: injured ? 'hamstring' : null,
          notes: injured ? 'Tight hamstring after sprints' : null,
          createdAt: at,
          updatedAt: at,
        });
      }
    }
  }
  const [written, checked] = await Promise.all([
    prisma.sessionReport.createMany({ data: sessions, skipDuplicates: true }),
    prisma.readinessCheckIn.createMany({ data: checkIns, skipDuplicates: true }),
  ]);
  return written.count + checked.count;
}
