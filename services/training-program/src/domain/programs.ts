import {
  isCoachOf,
  renderProgramText,
  type ProgramDocument,
  type TrainingDay,
  type ApprovedProgram,
  type Identity,
  type ProgramType,
  type RouteBody,
  type RouteResponse,
  type trainingProgramRoutes,
} from '@rugby/contracts';
import { addDays, badRequest, conflict, forbidden, notFound, now } from '@rugby/service-kit';
import { ELITE_PROGRAMS } from '../content/elite-styles.ts';
import { libraryExercises } from '../content/library-items.ts';
import { checkProgram } from '../rules/program-rules.ts';
import type { GenerationQuota } from './generation-quota.ts';
import type { ProgramGenerator, TeamContext } from '../generator/program-generator.ts';
import type { ApprovedProgram as ApprovedProgramRow, PrismaClient } from '../generated/prisma/client.ts';
import { approvedListBodies, type ListBody } from './approved-list-body.ts';
import { dayShiftFor, readDocument, storedDocument } from './program-document.ts';
import { programOfWrite } from './program-write.ts';
import { trainingDayOnOrAfter, trainingDaysBetween } from './calendar.ts';
import type { SquadTrainingDomain } from './squad-training.ts';
import type { TeamContextService } from './team-context.ts';

type Routes = typeof trainingProgramRoutes;

/** The coach's generation routes: each answers at once, or runs as a job when asked to (domain/generations.ts). */
export const GENERATION_ROUTES = ['generateEliteProgram', 'customizeProgram', 'coachGenerateTraining', 'coachGeneratePositionTraining'] as const;
export type GenerationRoute = (typeof GENERATION_ROUTES)[number];
export type GenerationBody<R extends GenerationRoute> = RouteBody<Routes[R]>;
/** What a generation route answers (and what its job stores as the result). */
export type GenerationResult<R extends GenerationRoute> = RouteResponse<Routes[R]>;
type Producer<R extends GenerationRoute> = (body: GenerationBody<R>, context: TeamContext) => Promise<GenerationResult<R>>;

export function toApprovedProgram(row: ApprovedProgramRow): ApprovedProgram {
  return {
    id: row.id,
    teamId: row.teamId,
    programTitle: row.programTitle,
    programContent: row.programContent,
    programType: row.programType as ProgramType,
    customizationPrompt: row.customizationPrompt,
    approvedAt: row.approvedAt.toISOString(),
    isPushed: row.isPushed,
    pushedAt: row.pushedAt?.toISOString() ?? null,
    document: readDocument(row.document),
  };
}

/** Only the team's coaches (any coaching role) act on or read its approved programs. */
export function assertCoachOf(identity: Identity, teamId: string): void {
  if (!isCoachOf(identity, teamId)) throw forbidden('Only coaches of this team can do this');
}

export const PROGRAM_NOT_FOUND = 'Program not found';
export const START_DATE_IN_PAST = (today: string) => `startDate must not be in the past: today is ${today} in the team's time zone`;
export const START_DATE_TOO_FAR = 'startDate must be at most a year ahead';
/** How far ahead a push may start. */
const PUSH_HORIZON_DAYS = 365;
export const ALREADY_PUSHED = 'Already Pushed: this program has already been pushed to the squad';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekdayName = (date: string) => WEEKDAY_NAMES[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
/** A training date's weekday (pushes start on training days). */
const weekdayOf = (date: string) => weekdayName(date).toLowerCase() as TrainingDay;

/** The title a program is approved under when the coach gives none: its heading, else a name from its type. */
export function defaultTitle(program: string, type: ProgramType): string {
  const heading = /^\s*#\s+(.+?)\s*$/m.exec(program)?.[1];
  if (heading) return heading.slice(0, 200);
  return type === 'custom' ? 'Custom Training Program' : `${ELITE_PROGRAMS[type].name} Program`;
}

export interface ProgramsDeps {
  prisma: PrismaClient;
  generator: ProgramGenerator;
  /** Each generation spends from the team's daily budget. */
  quota: GenerationQuota;
  teams: TeamContextService;
  squad: SquadTrainingDomain;
}

/** The coach's program workflow (generate, customize, approve, edit, push) shared by REST and GraphQL. */
export function programsDomain({ prisma, generator, quota, teams, squad }: ProgramsDeps) {
  async function ownProgram(identity: Identity, id: string): Promise<ApprovedProgramRow> {
    const row = await prisma.approvedProgram.findUnique({ where: { id } });
    if (!row) throw notFound(PROGRAM_NOT_FOUND);
    assertCoachOf(identity, row.teamId);
    return row;
  }

  /** Team context for generation: the caller must coach the team; the team service must answer. */
  async function contextFor(identity: Identity, teamId: string) {
    assertCoachOf(identity, teamId);
    return (await teams.load(teamId, identity)).context;
  }

  /**
   * The team's context for a generation (with its fixtures' match-day roles: team-context.ts planningContext), once it
   * is the coach's team and the team has generations left today.
   */
  async function generationContext(identity: Identity, teamId: string) {
    assertCoachOf(identity, teamId);
    const context = await teams.planningContext(await teams.load(teamId, identity));
    await quota.spend(teamId);
    return context;
  }

  const producers: { [R in GenerationRoute]: Producer<R> } = {
    async generateEliteProgram(body, context) {
      const made =
        body.programType === 'custom'
          ? await generator.processCustomProgram(body.customContent ?? '', context)
          : await generator.generateEliteProgram(body.programType, context);
      return { program: made.program, programType: body.programType, programTitle: made.programTitle, document: made.document };
    },

    async customizeProgram(body, context) {
      // The program as a document: the one sent, else its text read as written (free text is imported as a week).
      const { document } = await programOfWrite(body.originalProgram, body.document, 'originalProgram', { programType: 'custom', team: async () => context });
      const outcome = await generator.customizeProgram(document, body.customizationRequest, context);
      return { program: renderProgramText(outcome.document), document: outcome.document, applied: outcome.applied, notApplied: outcome.notApplied };
    },

    async coachGenerateTraining({ focus, durationMinutes }, context) {
      const made = await generator.generateTeamSession({ focus, durationMinutes }, context);
      return { program: made.program, document: made.document };
    },

    async coachGeneratePositionTraining({ position, focus, durationMinutes }, context) {
      const made = await generator.generatePositionSession(position, { focus, durationMinutes }, context);
      return { program: made.program, document: made.document };
    },
  };

  async function readApproved(teamId: string): Promise<ApprovedProgram[]> {
    const rows = await prisma.approvedProgram.findMany({ where: { teamId }, orderBy: [{ approvedAt: 'desc' }, { id: 'desc' }], take: 500 });
    return rows.map(toApprovedProgram);
  }
  const listBodies = approvedListBodies(prisma);

  return {
    async listApproved(identity: Identity, teamId: string): Promise<ApprovedProgram[]> {
      assertCoachOf(identity, teamId);
      return readApproved(teamId);
    },

    /** The REST list answer `{ programs }`, ready to send (memoised per team until its programs change). */
    async listApprovedBody(identity: Identity, teamId: string): Promise<ListBody> {
      assertCoachOf(identity, teamId);
      return listBodies.get(teamId, async () => ({ programs: await readApproved(teamId) }) satisfies RouteResponse<Routes['approvedPrograms']>);
    },

    /** How many programs the team has approved and pushed. */
    async status(identity: Identity, teamId: string): Promise<RouteResponse<Routes['programStatus']>> {
      assertCoachOf(identity, teamId);
      const [approved, pushed] = await Promise.all([
        prisma.approvedProgram.count({ where: { teamId } }),
        prisma.approvedProgram.count({ where: { teamId, isPushed: true } }),
      ]);
      return { approved, pushed };
    },

    /** Before a generation: the caller coaches the team (403), the team service answers, and a generation of the team's day is spent (429). */
    generationContext,

    /** A generation's answer for the team as `context` describes it (the caller checked the coach and spent the quota). */
    produce<R extends GenerationRoute>(route: R, body: GenerationBody<R>, context: TeamContext): Promise<GenerationResult<R>> {
      return (producers[route] as Producer<R>)(body, context);
    },

    /** A generation answered at once: the checks of generationContext, then the answer. */
    async generation<R extends GenerationRoute>(route: R, identity: Identity, body: GenerationBody<R>): Promise<GenerationResult<R>> {
      const context = await generationContext(identity, body.teamId);
      return (producers[route] as Producer<R>)(body, context);
    },

    async approve(identity: Identity, body: RouteBody<Routes['approveProgram']>): Promise<ApprovedProgram> {
      assertCoachOf(identity, body.teamId);
      const programTitle = body.programTitle?.trim() || defaultTitle(body.program, body.programType);
      const { document, text } = await programOfWrite(body.program, body.document, 'program', {
        programType: body.programType,
        team: async () => (await teams.load(body.teamId, identity)).context,
      });
      const { row, activity } = await prisma.$transaction(async (tx) => {
        const created = await tx.approvedProgram.create({
          data: {
            teamId: body.teamId,
            programTitle,
            programContent: text,
            programType: body.programType,
            document,
            customizationPrompt: body.customizationPrompt?.trim() || null,
            approvedBy: identity.userId,
            approvedAt: now(),
          },
        });
        return {
          row: created,
          activity: await teams.queueActivity(tx, `program-approved:${created.id}`, body.teamId, 'program_approved', `Program approved: ${programTitle}`),
        };
      });
      await teams.sendActivity(activity);
      return toApprovedProgram(row);
    },

    /** Saves the edit; when the program is the team's running distribution, the days from today on get the new content. */
    async update(identity: Identity, id: string, body: RouteBody<Routes['updateApprovedProgram']>): Promise<ApprovedProgram> {
      const existing = await ownProgram(identity, id);
      const stored = storedDocument(existing);
      // The same text sent again is the same program: nothing is read again.
      const unchanged = !body.document && body.programContent === existing.programContent;
      const { document, text: programContent } = unchanged
        ? { document: stored, text: existing.programContent }
        : await programOfWrite(body.programContent, body.document, 'programContent', {
            programType: existing.programType as ProgramType,
            team: async () => (await teams.load(existing.teamId, identity)).context,
            previous: stored,
          });
      const data = {
        programContent,
        document,
        programTitle: body.programTitle,
        customizationPrompt: body.customizationPrompt?.trim() || null,
      };
      const open = existing.isPushed ? await squad.openDistributionOf(id) : null;
      if (!open) return toApprovedProgram(await prisma.approvedProgram.update({ where: { id }, data }));
      const team = await teams.load(existing.teamId, identity);
      const startDate = team.today > open.startDate ? team.today : open.startDate;
      const firstDayNumber = open.firstDayNumber + trainingDaysBetween(open.startDate, addDays(startDate, -1));
      const { row, activity } = await prisma.$transaction(async (tx) => {
        const updated = await tx.approvedProgram.update({ where: { id }, data });
        const distribution = await squad.distribute(tx, {
          programId: id,
          teamId: existing.teamId,
          content: programContent,
          document,
          startDate,
          firstDayNumber,
          dayShift: open.dayShift,
          createdBy: identity.userId,
        });
        return {
          row: updated,
          activity: await teams.queueActivity(
            tx,
            `program-redistributed:${distribution.id}`,
            existing.teamId,
            'program_redistributed',
            `Program updated and re-distributed: ${updated.programTitle}`,
          ),
        };
      });
      await teams.sendActivity(activity);
      return toApprovedProgram(row);
    },

    /**
     * Turns the program into the squad's daily team training: day 1 on `requestedStart` (a training day, checked by
     * the route; not before today, at most a year ahead in the team's time zone), else on the first training day on
     * or after today.
     */
    async push(identity: Identity, id: string, requestedStart?: string): Promise<RouteResponse<Routes['pushProgram']>> {
      const program = await ownProgram(identity, id);
      if (program.isPushed) throw conflict(ALREADY_PUSHED);
      const team = await teams.load(program.teamId, identity);
      if (requestedStart !== undefined && requestedStart < team.today) throw badRequest(START_DATE_IN_PAST(team.today));
      if (requestedStart !== undefined && requestedStart > addDays(team.today, PUSH_HORIZON_DAYS)) throw badRequest(START_DATE_TOO_FAR);
      const startDate = requestedStart ?? trainingDayOnOrAfter(team.today);
      const activity = await prisma.$transaction(async (tx) => {
        const claimed = await tx.approvedProgram.updateMany({
          where: { id, isPushed: false },
          data: { isPushed: true, pushedAt: now(), pushedBy: identity.userId },
        });
        if (claimed.count === 0) throw conflict(ALREADY_PUSHED);
        const document = readDocument(program.document);
        const distribution = await squad.distribute(tx, {
          programId: id,
          teamId: program.teamId,
          content: program.programContent,
          document,
          startDate,
          firstDayNumber: 1,
          dayShift: dayShiftFor(weekdayOf(startDate)),
          createdBy: identity.userId,
        });
        return teams.queueActivity(
          tx,
          `program-pushed:${distribution.id}`,
          program.teamId,
          'program_pushed',
          `Program pushed to the squad: ${program.programTitle}`,
        );
      });
      await teams.sendActivity(activity);
      const players = team.info.members.filter((m) => m.role === 'player').length;
      const when = startDate === team.today ? 'today' : `${weekdayName(startDate)} ${startDate}`;
      return { message: `Program pushed to ${players} player${players === 1 ? '' : 's'}: day 1 is ${when}`, startDate, playerCount: players };
    },

    /** GET /api/exercise-library: the library at the dose of the team's current phase and week, for the coach's editor. */
    async library(identity: Identity, teamId: string): Promise<RouteResponse<Routes['exerciseLibrary']>> {
      const context = await contextFor(identity, teamId);
      const weekOfPhase = context.weekOfPhase ?? 1;
      return { seasonPhase: context.seasonPhase, weekOfPhase, exercises: libraryExercises(context.seasonPhase, weekOfPhase) };
    },

    /** POST /api/programs/check: the coaching rules the coach's edited program breaks (the coach may still save it). */
    check(document: ProgramDocument): RouteResponse<Routes['checkProgram']> {
      return { violations: checkProgram(document, { individual: document.meta.source === 'personal' }) };
    },
  };
}
export type ProgramsDomain = ReturnType<typeof programsDomain>;
