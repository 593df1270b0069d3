import {
  ageGroupOf,
  CONCUSSION_SYMPTOMS,
  CONCUSSION_SYMPTOM_LABELS,
  DEFAULT_UNION,
  dayLabel,
  FULL_CONTACT_STAGE,
  grtpStage,
  InternalCallError,
  SERVER_ERRORS,
  isSuspectedConcussion,
  symptomsWithoutKnock,
  concussionSignsIn,
  PROTOCOLS,
  UNIONS,
  WELFARE_DISCLAIMER,
  WITHDRAW_HOURS,
  type AgeGroup,
  type ConcussionSymptom,
  type Identity,
  type NotificationRecipient,
  type PlayerWelfare,
  type RouteBody,
  type TeamInfo,
  type TeamWelfare,
  type Union,
  type WelfareCase,
  type WelfareSummary,
  type welfareRoutes,
} from '@rugby/contracts';
import { displayName } from '@rugby/contracts/domain';
import { BODY_AREA_LABELS, type ReadinessAdaptation } from '@rugby/contracts/training-load';
import { addDays, badRequest, calendarDate, forbidden, HttpError, isUniqueViolation, notFound, now } from '@rugby/service-kit';
import type { Prisma, PrismaClient, WelfareCase as CaseRow, WelfareSymptomReport as ReportRow } from '../generated/prisma/client.ts';
import { readCheckIn } from '../domain/day-adaptation.ts';
import { loadPlayerContext } from '../domain/player-context.ts';
import { assertCoachOf } from '../domain/programs.ts';
import { asPosition, type LoadedTeam, type TeamContextService } from '../domain/team-context.ts';
import type { TeamEventsClient } from '../domain/team-fixtures.ts';
import { earliestReturnDate, nextStep, replay, symptomaticOn, type CaseFacts } from './grtp.ts';
import type { WelfareNotices } from './notices.ts';

type Routes = typeof welfareRoutes;
type CaseWithReports = CaseRow & { reports: ReportRow[] };

/** The reason a stand-down's unavailable answers carry (and are taken back by). */
const standDownReason = (until: string) => `Stood down under the concussion protocol until ${dayLabel(until)}`;

/** How far back a coach may record a knock (a concussion reported late still starts the protocol from its date). */
export const RECORD_DAYS_BACK = 14;
export const ALREADY_IN_PROTOCOL = 'This player is already in the concussion protocol: record their symptoms or clearance there';
export const NO_OPEN_PROTOCOL = 'There is no concussion protocol running for this player';
/** The page a welfare notice opens. */
const COACH_URL = '/coach/dashboard?tab=players';
const PLAYER_URL = '/player';

const asUnion = (value: string | null | undefined): Union => ((UNIONS as readonly string[]).includes(value ?? '') ? (value as Union) : DEFAULT_UNION);
export const asSymptoms = (value: unknown): ConcussionSymptom[] =>
  Array.isArray(value) ? value.filter((s): s is ConcussionSymptom => (CONCUSSION_SYMPTOMS as readonly unknown[]).includes(s)) : [];
const protocolView = (union: Union) => ({ union, label: PROTOCOLS[union].label, source: PROTOCOLS[union].source });
/** Whether a case still runs on a date: from the knock until the date the player returned to play. */
const runsOn = (row: CaseRow, date: string) => row.withdrawnAt === null && row.occurredOn <= date && (row.returnedOn === null || date < row.returnedOn);

/** A medical clearance as stored on the case. */
interface Clearance {
  clearedBy: string;
  clearedOn: string;
  note: string | null;
  recordedBy: string;
  at: string;
}
const clearancesOf = (row: CaseRow): Clearance[] => (Array.isArray(row.clearances) ? (row.clearances as unknown as Clearance[]) : []);

function factsOf(row: CaseWithReports): CaseFacts {
  return {
    occurredOn: row.occurredOn,
    recordedAt: row.recordedAt,
    union: asUnion(row.union),
    ageGroup: row.ageGroup as AgeGroup,
    clearances: clearancesOf(row).map((c) => new Date(c.at)),
    reports: row.reports.map((r) => ({ date: r.date, firstReportedAt: r.firstReportedAt, reportedAt: r.reportedAt, symptoms: asSymptoms(r.symptoms) })),
  };
}

/** A stored case as the API shows it, its stage replayed from its reports. */
export function caseView(row: CaseWithReports, today: string, at: Date = now()): WelfareCase {
  const facts = factsOf(row);
  const state = replay(facts);
  const stage = grtpStage(state.stage);
  const reports = [...row.reports].sort((a, b) => a.date.localeCompare(b.date));
  const latest = clearancesOf(row).at(-1);
  return {
    id: row.id,
    kind: 'concussion',
    occurredOn: row.occurredOn,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: { role: row.recordedByRole === 'coach' ? 'coach' : 'player', name: row.recordedByName },
    symptoms: asSymptoms(row.symptoms),
    notes: row.notes,
    union: facts.union,
    ageGroup: facts.ageGroup,
    earliestReturn: row.earliestReturn,
    stage: stage.stage,
    stageName: stage.name,
    stageActivity: stage.activity,
    stageSince: state.since.toISOString(),
    nextStep: `${symptomaticOn(facts, today) && state.returnedOn === null ? 'Symptoms today: rest today, no exercise at all. ' : ''}${nextStep(facts, state, at)}`,
    // A clearance counts only when recorded at stage 4; one from before symptoms came back is needed again.
    clearance: state.clearanceCounts && latest ? { ...latest, recordedAt: latest.at } : null,
    reports: reports.map((r, i) => ({ date: r.date, reportedAt: r.reportedAt.toISOString(), symptoms: asSymptoms(r.symptoms), stage: state.reportStages[i]! })),
    returnedOn: state.returnedOn,
  };
}

/** Where a player stands in a line: the protocol first, then today's check-in. */
export function summaryOf(open: WelfareCase | null, adaptation: (ReadinessAdaptation & { area?: string | null }) | null, today: string): WelfareSummary {
  if (open && open.returnedOn === null) {
    // Past the earliest date the player stays stood down until they return to play (the protocol decides, not the date).
    const waiting = open.stage < FULL_CONTACT_STAGE && !open.clearance ? "needs a doctor's clearance" : 'not returned to play yet';
    return {
      status: 'stood-down',
      label:
        today < open.earliestReturn
          ? `Stood down until ${dayLabel(open.earliestReturn)} · GRTP stage ${open.stage} of 6`
          : `Stood down: ${open.stage >= FULL_CONTACT_STAGE - 1 ? waiting : 'not returned to play yet'} · GRTP stage ${open.stage} of 6`,
      reason: `Suspected concussion on ${dayLabel(open.occurredOn)}: ${open.stageName.toLowerCase()} (concussion protocol)`,
      until: open.earliestReturn,
      stage: open.stage,
      stageName: open.stageName,
      cleared: open.clearance !== null,
    };
  }
  if (adaptation && adaptation.level !== 'as-planned') {
    const area = adaptation.area ? BODY_AREA_LABELS[adaptation.area as keyof typeof BODY_AREA_LABELS]?.toLowerCase() : null;
    return {
      status: 'modified',
      label: area ? `Modified: ${area}` : 'Modified: low readiness',
      reason: adaptation.reason,
      until: null,
      stage: null,
      stageName: null,
      cleared: false,
    };
  }
  return { status: 'available', label: 'Available', reason: null, until: null, stage: null, stageName: null, cleared: false };
}

const recipientOf = (m: TeamInfo['members'][number]): NotificationRecipient => ({
  userId: m.userId,
  name: displayName(m),
  phone: null,
  email: m.email || null,
});

export interface WelfareDeps {
  prisma: PrismaClient;
  teams: TeamContextService;
  notices: WelfareNotices;
  /** The team's events (a knock recorded at a fixture or session names one of them). */
  events: TeamEventsClient;
  /** Forgets the player's cached days after a change here (the protocol decides the day). */
  forgetDay: (playerId: string) => void;
}

/**
 * Player welfare (issue 32): the concussion protocol per player — Recognise and Remove on the day, the graduated
 * return to play stage by stage, the coach's clearance — and each player's status for every coach screen.
 */
export function welfareDomain({ prisma, teams, notices, events, forgetDay }: WelfareDeps) {
  /** A transaction that changes a player's protocol, then their cached days forgotten at once. */
  async function changing<T>(playerId: string, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    try {
      return await prisma.$transaction(work);
    } finally {
      forgetDay(playerId);
    }
  }

  const withReports = { reports: true } as const;

  const openCaseOf = (playerId: string) => prisma.welfareCase.findFirst({ where: { playerId, returnedOn: null, withdrawnAt: null }, include: withReports });

  /** The case to show on a date: the open one, or the one that ended that very day. */
  const caseOn = (playerId: string, date: string) =>
    prisma.welfareCase.findFirst({
      where: { playerId, withdrawnAt: null, OR: [{ returnedOn: null }, { returnedOn: date }] },
      orderBy: { recordedAt: 'desc' },
      include: withReports,
    });

  async function unionOf(teamId: string | null): Promise<Union> {
    if (!teamId) return DEFAULT_UNION;
    const row = await prisma.teamWelfareSettings.findUnique({ where: { teamId } });
    return asUnion(row?.union);
  }

  /** The unfinished items of the player's plan for a date go: the next read writes the day the protocol allows. */
  const dropUnfinishedPlan = (tx: Prisma.TransactionClient, playerId: string, date: string) =>
    tx.trainingLog.deleteMany({ where: { playerId, date, completed: false, planIndex: { not: null } } });

  /** Opens a case (stage 1) and tells the coaches (and the player, when a coach records it); 409 when one is open. */
  async function openCase(input: {
    team: LoadedTeam | null;
    playerId: string;
    occurredOn: string;
    symptoms: ConcussionSymptom[];
    notes: string | null;
    eventId: string | null;
    by: { id: string; role: 'player' | 'coach'; name: string };
    today: string;
  }): Promise<CaseWithReports> {
    const union = await unionOf(input.team?.info.id ?? null);
    const member = input.team?.info.members.find((m) => m.userId === input.playerId && m.role === 'player');
    const ageGroup = ageGroupOf(member?.age);
    const at = now();
    const playerName = member ? displayName(member) : input.by.name;
    const earliestReturn = earliestReturnDate(input.occurredOn, union, ageGroup);
    const coaches = input.team?.info.members.filter((m) => m.role !== 'player' && m.userId !== input.by.id) ?? [];
    const recipients = [...coaches.map(recipientOf), ...(input.by.role === 'coach' && member ? [recipientOf(member)] : [])];
    const teamId = input.team?.info.id ?? null;
    let id: string;
    try {
      id = await changing(input.playerId, async (tx) => {
        const row = await tx.welfareCase.create({
          data: {
            playerId: input.playerId,
            teamId,
            occurredOn: input.occurredOn,
            recordedAt: at,
            recordedById: input.by.id,
            recordedByRole: input.by.role,
            recordedByName: input.by.name,
            symptoms: input.symptoms,
            notes: input.notes,
            eventId: input.eventId,
            union,
            ageGroup,
            earliestReturn,
            updatedAt: at,
          },
        });
        await dropUnfinishedPlan(tx, input.playerId, input.today);
        if (teamId) {
          await notices.enqueueStandDown(tx, `welfare-stand-down:${row.id}`, {
            teamId,
            playerId: input.playerId,
            until: earliestReturn,
            reason: standDownReason(earliestReturn),
          });
        }
        if (teamId && recipients.length) {
          await notices.enqueue(tx, {
            key: `welfare-concussion:${row.id}`,
            teamId,
            title: `Suspected concussion: ${playerName}`,
            body:
              `${playerName} is stood down under the concussion protocol (recorded by ${input.by.name}): no training or play today, ` +
              `see a doctor. Earliest return ${dayLabel(earliestReturn)}.`,
            url: input.by.role === 'coach' ? PLAYER_URL : COACH_URL,
            recipients,
          });
        }
        return row.id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, ALREADY_IN_PROTOCOL, 'CONFLICT');
      throw err;
    }
    await notices.deliver([`welfare-stand-down:${id}`, `welfare-concussion:${id}`]);
    return prisma.welfareCase.findUniqueOrThrow({ where: { id }, include: withReports });
  }

  /** The player's welfare on their team's today. */
  async function playerWelfareOf(playerId: string, teamId: string | null, today: string): Promise<PlayerWelfare> {
    const [row, checkIn, union] = await Promise.all([
      caseOn(playerId, today),
      prisma.readinessCheckIn.findUnique({ where: { playerId_date: { playerId, date: today } } }),
      unionOf(teamId),
    ]);
    const view = row ? caseView(row, today) : null;
    const read = checkIn ? readCheckIn(checkIn) : null;
    return {
      date: today,
      summary: summaryOf(view, read ? { ...read.adaptation, area: read.injuryArea } : null, today),
      case: view,
      removedToday: view !== null && view.occurredOn === today,
      reportedToday: row?.reports.some((r) => r.date === today) ?? false,
      protocol: protocolView(view?.union ?? union),
      disclaimer: WELFARE_DISCLAIMER,
    };
  }

  /** The protocol's day for the player: its stage, and whether symptoms that day make it rest; null when none runs. */
  async function protocolDayOn(playerId: string, date: string): Promise<{ stage: number; rest: boolean } | null> {
    const rows = await prisma.welfareCase.findMany({ where: { playerId, occurredOn: { lte: date } }, include: withReports });
    const row = rows.find((r) => runsOn(r, date));
    if (!row) return null;
    const facts = factsOf(row);
    return { stage: replay(facts, date).stage, rest: symptomaticOn(facts, date) };
  }

  async function protocolStageOn(playerId: string, date: string): Promise<number | null> {
    const day = await protocolDayOn(playerId, date);
    return day === null ? null : day.rest ? 1 : day.stage;
  }

  async function coachTeam(identity: Identity, teamId: string, playerId?: string) {
    assertCoachOf(identity, teamId);
    const team = await teams.load(teamId, identity);
    if (playerId !== undefined && !team.info.members.some((m) => m.userId === playerId && m.role === 'player')) throw notFound('Player not found in this team');
    return team;
  }

  const nameOf = (identity: Identity) => displayName(identity);

  return {
    /** GET /api/player/welfare */
    async playerWelfare(identity: Identity): Promise<PlayerWelfare> {
      const ctx = await loadPlayerContext(teams, identity);
      return playerWelfareOf(ctx.playerId, ctx.team?.info.id ?? null, ctx.today);
    },

    /**
     * A check-in that is a suspected concussion (isSuspectedConcussion): Recognise and Remove — a case opens at stage 1
     * and the coaches are told; with a case already open its symptoms are today's report (symptoms back). Returns
     * whether it was one.
     */
    async fromCheckIn(
      identity: Identity,
      checkIn: {
        date: string;
        injury: boolean;
        injuryArea: string | null;
        symptoms: ConcussionSymptom[];
        notes: string | null;
        scores: { sleep: number; fatigue: number; mood: number };
      },
    ): Promise<boolean> {
      const suspected = isSuspectedConcussion({ injury: checkIn.injury, area: checkIn.injuryArea, symptoms: checkIn.symptoms, notes: checkIn.notes });
      const signs = concussionSignsIn(checkIn.notes);
      const ctx = await loadPlayerContext(teams, identity);
      const open = await openCaseOf(ctx.playerId);
      if (open) {
        // During the protocol every symptom a check-in shows is that day's symptom report: ticked, written (lingering
        // ones too), and the scores at their worst (CRT6: fatigue, trouble sleeping, feeling low).
        const fromScores: ConcussionSymptom[] = [
          ...(checkIn.scores.fatigue <= 1 ? (['fatigue'] as const) : []),
          ...(checkIn.scores.sleep <= 1 ? (['sleep'] as const) : []),
          ...(checkIn.scores.mood <= 1 ? (['emotional'] as const) : []),
        ];
        const symptoms = [...new Set([...checkIn.symptoms, ...signs.allSymptoms, ...fromScores])];
        if (checkIn.date === ctx.today && (suspected || symptoms.length > 0))
          await saveReport(ctx.team, open, ctx.playerId, ctx.today, symptoms.length ? symptoms : ['not-right'], checkIn.notes);
        return true;
      }
      if (!suspected) {
        // Concussion-like symptoms with no knock (ill, or nothing reported): not the protocol, but the coaches hear.
        if (ctx.team && checkIn.date === ctx.today && symptomsWithoutKnock({ ...checkIn, area: checkIn.injuryArea }))
          await tellCoachesOfSymptoms(ctx.team, ctx.playerId, ctx.today, signs.symptoms.length ? signs.symptoms : checkIn.symptoms);
        return false;
      }
      const symptoms = [...new Set([...checkIn.symptoms, ...signs.symptoms])];
      try {
        await openCase({
          team: ctx.team,
          playerId: ctx.playerId,
          occurredOn: checkIn.date,
          symptoms,
          notes: checkIn.notes,
          eventId: null,
          by: { id: identity.userId, role: 'player', name: nameOf(identity) },
          today: ctx.today,
        });
      } catch (err) {
        // Opened at the same moment by a coach or a second check-in: the protocol runs either way.
        if (!(err instanceof HttpError && err.status === 409)) throw err;
      }
      return true;
    },

    /** PUT /api/player/welfare/symptoms */
    async reportSymptoms(identity: Identity, body: RouteBody<Routes['reportSymptoms']>): Promise<PlayerWelfare> {
      const ctx = await loadPlayerContext(teams, identity);
      const open = await openCaseOf(ctx.playerId);
      if (!open) throw badRequest(`symptoms: ${NO_OPEN_PROTOCOL}`);
      // Symptoms the note names count with the ticked ones ('headache after the running drills').
      const symptoms = [...new Set([...body.symptoms, ...concussionSignsIn(body.notes).allSymptoms])];
      await saveReport(ctx.team, open, ctx.playerId, ctx.today, symptoms, body.notes ?? null);
      return playerWelfareOf(ctx.playerId, ctx.team?.info.id ?? null, ctx.today);
    },

    /** GET /api/teams/:teamId/welfare */
    async teamWelfare(identity: Identity, teamId: string): Promise<TeamWelfare> {
      const team = await coachTeam(identity, teamId);
      return teamWelfareOf(team);
    },

    /** The summaries for another service (the team service's availability and attendance). */
    async teamSummaries(teamId: string): Promise<{ date: string; players: Array<{ playerId: string; summary: WelfareSummary }> }> {
      const team = await teams.load(teamId);
      const welfare = await teamWelfareOf(team);
      return { date: welfare.date, players: welfare.players.map((p) => ({ playerId: p.playerId, summary: p.summary })) };
    },

    /** POST /api/teams/:teamId/players/:playerId/concussion */
    async recordConcussion(identity: Identity, teamId: string, playerId: string, body: RouteBody<Routes['recordConcussion']>): Promise<PlayerWelfare> {
      const team = await coachTeam(identity, teamId, playerId);
      const occurredOn = body.occurredOn ?? team.today;
      if (occurredOn > team.today) throw badRequest(`occurredOn must not be in the future (today is ${team.today})`);
      if (occurredOn < addDays(team.today, -RECORD_DAYS_BACK))
        throw badRequest(`occurredOn must be within ${RECORD_DAYS_BACK} days before today (${team.today})`);
      if (body.eventId) await checkEventOn(teamId, body.eventId, occurredOn);
      await openCase({
        team,
        playerId,
        occurredOn,
        symptoms: body.symptoms,
        notes: body.notes ?? null,
        eventId: body.eventId ?? null,
        by: { id: identity.userId, role: 'coach', name: nameOf(identity) },
        today: team.today,
      });
      return playerWelfareOf(playerId, teamId, team.today);
    },

    /** POST /api/teams/:teamId/players/:playerId/clearance */
    async recordClearance(identity: Identity, teamId: string, playerId: string, body: RouteBody<Routes['recordClearance']>): Promise<PlayerWelfare> {
      const team = await coachTeam(identity, teamId, playerId);
      const open = await openCaseOf(playerId);
      if (!open) throw badRequest(`playerId: ${NO_OPEN_PROTOCOL}`);
      if (body.clearedOn > team.today) throw badRequest(`clearedOn must not be in the future (today is ${team.today})`);
      if (body.clearedOn < open.occurredOn) throw badRequest(`clearedOn must not be before the knock (${open.occurredOn})`);
      const state = replay(factsOf(open));
      if (state.stage < FULL_CONTACT_STAGE - 1)
        throw badRequest(
          `clearedOn: a clearance for full contact is recorded once the player has reached stage ${FULL_CONTACT_STAGE - 1} (${grtpStage(FULL_CONTACT_STAGE - 1).name.toLowerCase()}) symptom-free; they are at stage ${state.stage}`,
        );
      const stageBegan = calendarDate(state.since, team.info.timeZone);
      if (state.stage === FULL_CONTACT_STAGE - 1 && body.clearedOn < stageBegan)
        throw badRequest(`clearedOn must not be before the player reached stage ${FULL_CONTACT_STAGE - 1} (${stageBegan})`);
      const at = now();
      await changing(playerId, async (tx) => {
        const clearance: Clearance = {
          clearedBy: body.clearedBy,
          clearedOn: body.clearedOn,
          note: body.note ?? null,
          recordedBy: nameOf(identity),
          at: at.toISOString(),
        };
        await tx.welfareCase.update({
          where: { id: open.id },
          data: { clearances: [...clearancesOf(open), clearance] as unknown as Prisma.InputJsonValue, updatedAt: at },
        });
        await dropUnfinishedPlan(tx, playerId, team.today);
      });
      return playerWelfareOf(playerId, teamId, team.today);
    },

    /** POST /api/teams/:teamId/players/:playerId/concussion/withdraw */
    async withdrawConcussion(identity: Identity, teamId: string, playerId: string, body: RouteBody<Routes['withdrawConcussion']>): Promise<PlayerWelfare> {
      const team = await coachTeam(identity, teamId, playerId);
      if (!identity.memberships.some((m) => m.teamId === teamId && m.role === 'head_coach'))
        throw forbidden('Only the head coach can withdraw a concussion record');
      const open = await openCaseOf(playerId);
      if (!open) throw badRequest(`playerId: ${NO_OPEN_PROTOCOL}`);
      const at = now();
      const withinHours = at.getTime() - open.recordedAt.getTime() <= WITHDRAW_HOURS * 3_600_000;
      const reported = open.reports.filter((r) => asSymptoms(r.symptoms).length > 0);
      const symptoms = asSymptoms(open.symptoms).length > 0 || reported.length > 0;
      const latest = [...open.reports].sort((a, b) => a.date.localeCompare(b.date)).at(-1);
      // World Rugby: no return to training or play the same day, whatever the assessment or the reason.
      if (team.today === open.occurredOn && body.reason !== 'wrong-player')
        throw badRequest('reason: a suspected concussion means no training or play the same day: the protocol can end from tomorrow');
      if (body.reason === 'doctor-ruled-out') {
        if (body.assessedOn! < open.occurredOn || body.assessedOn! > team.today)
          throw badRequest(`assessedOn must be from the knock (${open.occurredOn}) to today (${team.today})`);
        // Symptoms since the assessment (or in the latest report): not symptom-free, a doctor must assess them again.
        if (reported.some((r) => r.date >= body.assessedOn!) || (latest && asSymptoms(latest.symptoms).length > 0))
          throw badRequest('assessedOn: the player has reported symptoms since that assessment: a doctor must assess them again');
      } else if (body.reason === 'wrong-player' && (open.recordedByRole !== 'coach' || reported.length > 0)) {
        throw badRequest(
          "reason: the player's own check-in or symptom reports are not a record for the wrong player: only a doctor who ruled concussion out can end the protocol",
        );
      } else if (!withinHours) {
        throw badRequest(`reason: after ${WITHDRAW_HOURS} hours only a doctor who ruled concussion out can end the protocol (doctor-ruled-out)`);
      } else if (body.reason === 'not-a-head-knock' && (open.recordedByRole !== 'player' || symptoms)) {
        throw badRequest('reason: with symptoms, or a knock a coach saw, only a doctor who ruled concussion out can end the protocol (doctor-ruled-out)');
      }
      const by = nameOf(identity);
      const why =
        body.reason === 'doctor-ruled-out'
          ? `${body.doctor} ruled concussion out on ${dayLabel(body.assessedOn!)}: ${body.details}`
          : `${body.reason === 'wrong-player' ? 'recorded for the wrong player' : 'the note was not about a head knock'}: ${body.details}`;
      const member = team.info.members.find((m) => m.userId === playerId)!;
      const key = `welfare-withdrawn:${open.id}`;
      const liftKey = `welfare-stand-down-lifted:${open.id}`;
      await changing(playerId, async (tx) => {
        await tx.welfareCase.update({ where: { id: open.id }, data: { withdrawnAt: at, withdrawnBy: by, withdrawnReason: why, updatedAt: at } });
        await dropUnfinishedPlan(tx, playerId, team.today);
        await notices.enqueueLift(tx, liftKey, { teamId, playerId, reason: standDownReason(open.earliestReturn) });
        // Health information: the coaches and the player only.
        await notices.enqueue(tx, {
          key,
          teamId,
          title: `Concussion record withdrawn: ${displayName(member)}`,
          body: `${by} withdrew the suspected concussion recorded on ${dayLabel(open.occurredOn)}: ${why}`,
          url: COACH_URL,
          recipients: team.info.members.filter((m) => m.userId !== identity.userId && (m.role !== 'player' || m.userId === playerId)).map(recipientOf),
        });
      });
      await notices.deliver([liftKey, key]);
      return playerWelfareOf(playerId, teamId, team.today);
    },

    /** PUT /api/teams/:teamId/welfare: the team's union (cases already open keep the protocol they started under). */
    async saveSettings(identity: Identity, teamId: string, union: Union): Promise<TeamWelfare> {
      const team = await coachTeam(identity, teamId);
      const at = now();
      await prisma.teamWelfareSettings.upsert({ where: { teamId }, create: { teamId, union, updatedAt: at }, update: { union, updatedAt: at } });
      return teamWelfareOf(team);
    },

    /**
     * The GRTP stage that replaces a player's training on a date (1–4), or null when they train as planned (no case,
     * or cleared and back at full contact).
     */
    async stageOn(playerId: string, date: string): Promise<number | null> {
      // A day symptoms came back is a rest day, whatever the stage.
      const stage = await protocolStageOn(playerId, date);
      return stage !== null && stage < FULL_CONTACT_STAGE ? stage : null;
    },

    /** The stage of the concussion protocol running for the player on a date (1 on a symptom day), or null (none runs). */
    protocolStageOn,
    protocolDayOn,
  };

  /** A knock recorded at an event: one of the team's events on the knock's date (400 naming eventId otherwise). */
  async function checkEventOn(teamId: string, eventId: string, date: string): Promise<void> {
    if (!events.teamEvents) throw badRequest('eventId: the team calendar cannot be read, record it without the event');
    let list: Awaited<ReturnType<NonNullable<TeamEventsClient['teamEvents']>>>['events'];
    try {
      list = (await events.teamEvents(teamId, { from: date, to: date })).events;
    } catch (err) {
      if (!(err instanceof InternalCallError)) throw err;
      throw new HttpError(503, SERVER_ERRORS.unavailable('team'), 'SERVICE_UNAVAILABLE');
    }
    if (!list.some((e) => e.id === eventId)) throw badRequest(`eventId: this team has no such event on ${dayLabel(date)}`);
  }

  /** Concussion-like symptoms without a knock: the coaches are told once a day, to check on the player. */
  async function tellCoachesOfSymptoms(team: LoadedTeam, playerId: string, date: string, symptoms: readonly string[]): Promise<void> {
    const member = team.info.members.find((m) => m.userId === playerId);
    const name = member ? displayName(member) : 'A player';
    const labels =
      asSymptoms([...symptoms])
        .map((s) => CONCUSSION_SYMPTOM_LABELS[s].toLowerCase())
        .join(', ') || 'concussion-like symptoms';
    const key = `welfare-symptoms-no-knock:${playerId}:${date}`;
    await prisma.$transaction(async (tx) => {
      await notices.enqueue(tx, {
        key,
        teamId: team.info.id,
        title: `Symptoms to check: ${name}`,
        body: `${name} reported ${labels} today with no knock: no contact or hard efforts today; check on them and ask them to see a doctor.`,
        url: COACH_URL,
        recipients: team.info.members.filter((m) => m.role !== 'player').map(recipientOf),
      });
    });
    await notices.deliver([key]);
  }

  async function teamWelfareOf(team: LoadedTeam): Promise<TeamWelfare> {
    const teamId = team.info.id;
    const players = team.info.members.filter((m) => m.role === 'player');
    const ids = players.map((p) => p.userId);
    const [rows, checkIns, union] = await Promise.all([
      prisma.welfareCase.findMany({
        where: { playerId: { in: ids }, withdrawnAt: null, OR: [{ returnedOn: null }, { returnedOn: team.today }] },
        include: withReports,
      }),
      prisma.readinessCheckIn.findMany({ where: { playerId: { in: ids }, date: team.today } }),
      unionOf(teamId),
    ]);
    const caseBy = new Map(rows.map((r) => [r.playerId, caseView(r, team.today)]));
    const checkInBy = new Map(checkIns.map((c) => [c.playerId, readCheckIn(c)]));
    return {
      date: team.today,
      union,
      protocol: protocolView(union),
      protocols: UNIONS.map(protocolView),
      players: players.map((p) => {
        const view = caseBy.get(p.userId) ?? null;
        const read = checkInBy.get(p.userId);
        return {
          playerId: p.userId,
          name: displayName(p),
          position: asPosition(p.position),
          summary: summaryOf(view, read ? { ...read.adaptation, area: read.injuryArea } : null, team.today),
          case: view,
        };
      }),
      disclaimer: WELFARE_DISCLAIMER,
    };
  }

  /**
   * Today's report; return to play closes the case. A day with a symptom stays one: a later report of the same day
   * adds its symptoms to the earlier ones, it never clears them.
   */
  async function saveReport(
    team: LoadedTeam | null,
    open: CaseWithReports,
    playerId: string,
    date: string,
    reported: ConcussionSymptom[],
    notes: string | null,
  ) {
    const at = now();
    const earlier = open.reports.find((r) => r.date === date);
    const symptoms = [...new Set([...asSymptoms(earlier?.symptoms), ...reported])];
    // The coaches hear at once when symptoms come back (once a day).
    const relapse = team !== null && reported.length > 0 && asSymptoms(earlier?.symptoms).length === 0;
    const noticeKey = `welfare-symptoms:${open.id}:${date}`;
    await changing(playerId, async (tx) => {
      await tx.welfareSymptomReport.upsert({
        where: { caseId_date: { caseId: open.id, date } },
        create: { caseId: open.id, playerId, date, firstReportedAt: at, reportedAt: at, symptoms, notes },
        update: { reportedAt: at, symptoms, notes },
      });
      const reports = [
        ...open.reports.filter((r) => r.date !== date),
        { date, firstReportedAt: earlier?.firstReportedAt ?? at, reportedAt: at, symptoms } as unknown as ReportRow,
      ];
      const state = replay(factsOf({ ...open, reports }));
      await tx.welfareCase.update({ where: { id: open.id }, data: { returnedOn: state.returnedOn, updatedAt: at } });
      await dropUnfinishedPlan(tx, playerId, date);
      if (relapse) {
        const member = team.info.members.find((m) => m.userId === playerId);
        const name = member ? displayName(member) : 'A player';
        const labels = symptoms.map((s) => CONCUSSION_SYMPTOM_LABELS[s].toLowerCase()).join(', ');
        await notices.enqueue(tx, {
          key: noticeKey,
          teamId: team.info.id,
          title: `Concussion symptoms back: ${name}`,
          body: `${name} reported ${labels} today: rest today and back to stage ${state.stage} of the return to play.`,
          url: COACH_URL,
          recipients: team.info.members.filter((m) => m.role !== 'player').map(recipientOf),
        });
      }
    });
    if (relapse) await notices.deliver([noticeKey]);
  }
}
export type WelfareDomain = ReturnType<typeof welfareDomain>;
