import { randomUUID } from 'node:crypto';
import { isCoachOf, playerTeamIds, type Generation, type GenerationAccepted, type Identity } from '@rugby/contracts';
import { notFound, now, toHttpError, type Logger, type Outbox, type OutboxRow } from '@rugby/service-kit';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { TeamContext } from '../generator/program-generator.ts';
import { NO_TEAM_FOR_PROGRAM, type PlayerProgramsDomain } from './player-programs.ts';
import type { GenerationBody, GenerationRoute, ProgramsDomain } from './programs.ts';

/**
 * A generation as a job (issue 17; docs/decisions/023): with `Prefer: respond-async` a coach's generation route checks
 * the coach and the input and spends the team's quota exactly as when it answers at once, then writes a `Generation`
 * row and its outbox row in one transaction, answers 202 and runs the job at once in this process. The job runs the
 * same generator code and keeps the answer (or the error) on the row, where GET /api/ai/generations/:id reads it. If
 * the process stops mid-way the outbox relay of any worker takes the job over when its lease ends. A player's week
 * (POST /api/player/generate-training) runs the same way: the job generates it for the player who asked (their
 * identity is kept on the row), spending the team's quota when a new week is made, as the call does.
 */

export const GENERATION_TOPIC = 'generation';
export const generationKey = (id: string) => `generation:${id}`;
export const GENERATION_NOT_FOUND = 'Generation not found';
/** Generations are deleted a day after they were asked for (by the jobs, at most once an hour per process). */
export const GENERATION_RETAIN_MS = 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
/** Claims of one job before it is given up as failed (each one a process that stopped while running it). */
export const GENERATION_MAX_ATTEMPTS = 3;
/** What a job that could not be finished, or failed unexpectedly, records: the error handler's masked 500. */
const INTERNAL_ERROR = { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
const GAVE_UP = { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The generation could not be finished. Please try again.' };

type GenerationError = NonNullable<Generation['error']>;
interface GenerationJob {
  generationId: string;
}
type Outcome = { status: 'done'; result: unknown } | { status: 'failed'; error: GenerationError };
/** The player's weekly program as a job. */
const PLAYER_WEEK = 'playerGenerateTraining';

/** RFC 7240: whether the request's Prefer header asks for `respond-async` (among other preferences, any case). */
export function prefersRespondAsync(prefer: string | string[] | undefined): boolean {
  const values = Array.isArray(prefer) ? prefer : prefer ? [prefer] : [];
  return values.some((value) => value.split(',').some((preference) => preference.split(';')[0]!.split('=')[0]!.trim().toLowerCase() === 'respond-async'));
}

export function generationsDomain({
  prisma,
  programs,
  playerPrograms,
  outbox,
  log,
}: {
  prisma: PrismaClient;
  programs: ProgramsDomain;
  playerPrograms: PlayerProgramsDomain;
  outbox: Outbox;
  log: Logger;
}) {
  /** Jobs this process started at once and has not finished: close() waits for them. */
  const inFlight = new Set<Promise<unknown>>();
  let lastPurge: number | null = null;

  /** Keeps the outcome, only on a row still running: a repeated or late run never overwrites the first. */
  async function finish(id: string, outcome: Outcome): Promise<void> {
    const data: Prisma.GenerationUpdateManyMutationInput =
      outcome.status === 'done'
        ? { status: 'done', result: outcome.result as Prisma.InputJsonValue, finishedAt: now() }
        : { status: 'failed', error: outcome.error, finishedAt: now() };
    await prisma.generation.updateMany({ where: { id, status: 'running' }, data });
  }

  async function purge(): Promise<void> {
    const at = now().getTime();
    if (lastPurge !== null && at - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at;
    try {
      await prisma.generation.deleteMany({ where: { createdAt: { lt: new Date(at - GENERATION_RETAIN_MS) } } });
    } catch (err) {
      log.warn({ err }, 'old generations could not be deleted');
    }
  }

  /**
   * The job (outbox topic 'generation'): runs the generation unless its row is finished (or gone), and keeps the
   * outcome. A generator error is the outcome (failed, with the status and message the call would have answered);
   * only a failure to keep it throws, and the relay tries again.
   */
  async function run(job: GenerationJob, row: OutboxRow<GenerationJob>): Promise<Outcome['status'] | 'skipped'> {
    const generation = await prisma.generation.findUnique({ where: { id: job.generationId } });
    if (!generation || generation.status !== 'running') return 'skipped';
    let outcome: Outcome;
    if (row.attempts > GENERATION_MAX_ATTEMPTS) {
      log.error({ generationId: generation.id, attempts: row.attempts }, 'generation given up after its runs kept stopping');
      outcome = { status: 'failed', error: GAVE_UP };
    } else {
      try {
        const route = generation.route as GenerationRoute | typeof PLAYER_WEEK;
        const result =
          route === PLAYER_WEEK
            ? await playerPrograms.generate(generation.context as unknown as Identity, (generation.request as { regenerate?: boolean }).regenerate === true)
            : await programs.produce(route, generation.request as unknown as GenerationBody<typeof route>, generation.context as unknown as TeamContext);
        outcome = { status: 'done', result };
      } catch (err) {
        const http = toHttpError(err);
        if (!http || http.status >= 500) log.warn({ err, generationId: generation.id, route: generation.route }, 'generation failed');
        outcome = { status: 'failed', error: http ? { status: http.status, code: http.code, message: http.message } : INTERNAL_ERROR };
      }
    }
    await finish(generation.id, outcome);
    await purge();
    return outcome.status;
  }
  outbox.handle<GenerationJob, Outcome['status'] | 'skipped'>(GENERATION_TOPIC, run);

  /** The row and its job in one transaction; the job starts now, unawaited (the relay runs it if this fails). */
  async function enqueue(row: { teamId: string; requestedBy: string; route: string; request: unknown; context: unknown }): Promise<GenerationAccepted> {
    const id = randomUUID();
    await prisma.$transaction(async (tx) => {
      await tx.generation.create({
        data: {
          id,
          ...row,
          request: row.request as Prisma.InputJsonValue,
          context: row.context as Prisma.InputJsonValue,
          status: 'running',
          createdAt: now(),
        },
      });
      await outbox.enqueue(tx, { topic: GENERATION_TOPIC, key: generationKey(id), payload: { generationId: id } satisfies GenerationJob });
    });
    const running = outbox
      .runNow(generationKey(id))
      .catch((err: unknown) => log.error({ err, generationId: id }, 'generation job could not start; the outbox relay runs it'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
    return { generationId: id, status: 'running' };
  }

  return {
    /**
     * The async form of a generation route: the checks of the call answered at once (403, 404/503 for the team, 429)
     * before anything is stored, then the row and its job in one transaction; the job starts now, unawaited.
     */
    async start<R extends GenerationRoute>(route: R, identity: Identity, body: GenerationBody<R>): Promise<GenerationAccepted> {
      const context = await programs.generationContext(identity, body.teamId);
      return enqueue({ teamId: body.teamId, requestedBy: identity.userId, route, request: body, context });
    },

    /** POST /api/player/generate-training as a job: a player without a team gets the call's 404 before anything is stored. */
    async startPlayerWeek(identity: Identity, regenerate: boolean): Promise<GenerationAccepted> {
      const teamId = playerTeamIds(identity)[0];
      if (!teamId) throw notFound(NO_TEAM_FOR_PROGRAM);
      return enqueue({ teamId, requestedBy: identity.userId, route: PLAYER_WEEK, request: { regenerate }, context: identity });
    },

    /**
     * GET /api/ai/generations/:id: the team's coaches, and the user who asked for it (a player's week); 404 for anyone
     * else and for an unknown (or deleted) id.
     */
    async read(identity: Identity, id: string): Promise<Generation> {
      const row = await prisma.generation.findUnique({ where: { id } });
      if (!row || !(isCoachOf(identity, row.teamId) || row.requestedBy === identity.userId)) throw notFound(GENERATION_NOT_FOUND);
      return {
        generationId: row.id,
        status: row.status as Generation['status'],
        ...(row.status === 'done' && row.result !== null ? { result: row.result as Generation['result'] } : {}),
        ...(row.status === 'failed' && row.error !== null ? { error: row.error as GenerationError } : {}),
      };
    },

    /** Waits for the jobs this process started at once (before the database closes). */
    async drain(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
export type GenerationsDomain = ReturnType<typeof generationsDomain>;
