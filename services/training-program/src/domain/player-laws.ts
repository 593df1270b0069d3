import type { Identity, LawAnswer } from '@rugby/contracts';
import { badRequest, forbidden, isUniqueViolation, notFound, now, type SqlExecutor } from '@rugby/service-kit';
import { lawQuestionOf } from '../content/law-questions.ts';
import { lawById } from '../content/laws.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { reviewStateOf, scheduleAfterAnswer } from '../player/law-reviews.ts';
import { educationGate, lawsForDay, type GateState, type LawsForDay } from '../player/laws-of-the-day.ts';
import { readGateInput } from './hot-reads.ts';
import { loadPlayerContext, type PlayerContext } from './player-context.ts';
import type { TeamContextService } from './team-context.ts';

export const LAW_NOT_FOUND = 'Law not found';
export const NOT_UNDER_REVIEW = 'You can only answer the questions of your own laws under review today';

/**
 * Laws of the day and the education gate over the player's records: LawAssignment (what lawsForDay decided the
 * first time the player asked on a day), ViewedLaw ('Got it!') and LawReview (the review schedule and the last
 * answer of a learned law's question). "Today" is the team's calendar date.
 */
export function playerLawsDomain({ prisma, sql, teams }: { prisma: PrismaClient; sql: SqlExecutor; teams: TeamContextService }) {
  const viewsOf = (playerId: string) => prisma.viewedLaw.findMany({ where: { playerId }, select: { lawId: true, viewedDate: true } });
  const reviewsOf = (playerId: string) => prisma.lawReview.findMany({ where: { playerId } });

  /** The gate on a date: only the latest training-day assignment before it matters. */
  async function gateOn(playerId: string, date: string): Promise<GateState> {
    // On every read of the player's training: in SQL (hot-reads.ts).
    return educationGate({ date, ...(await readGateInput(sql, playerId, date)) });
  }

  /** Today's laws as decided from the records (not stored: `isNew` says whether today's assignment is still to store). */
  async function decide({ playerId, today: date, position }: PlayerContext): Promise<LawsForDay> {
    const [stored, gate, viewed, reviews] = await Promise.all([
      prisma.lawAssignment.findUnique({ where: { playerId_date: { playerId, date } } }),
      readGateInput(sql, playerId, date),
      viewsOf(playerId),
      reviewsOf(playerId),
    ]);
    return lawsForDay({ position, date, assignments: [...gate.assignments, ...(stored ? [stored] : [])], viewed, reviews });
  }

  /** Today's laws: the stored assignment, or a new one stored now (a concurrent first call keeps the first one stored). */
  async function today(ctx: PlayerContext): Promise<LawsForDay> {
    const day = await decide(ctx);
    if (!day.isNew) return day;
    try {
      await prisma.lawAssignment.create({ data: { playerId: ctx.playerId, date: ctx.today, lawIds: [...day.assignment.lawIds], createdAt: now() } });
      return day;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return decide(ctx);
    }
  }

  /**
   * Once every law assigned for the day is done (new laws viewed, reviews reviewed), the day's laws block in the
   * player's activities is ticked: those laws are what the block asks for (laws removed from the library do not count).
   */
  async function tickLawsBlockWhenDone(ctx: PlayerContext): Promise<void> {
    const day = await decide(ctx);
    if (day.isNew) return;
    const done = new Map(day.laws.map((law) => [law.id, law.viewed === true]));
    const lawIds = day.assignment.lawIds.filter((id) => lawById(id) !== null);
    if (lawIds.length === 0 || !lawIds.every((id) => done.get(id))) return;
    await prisma.trainingLog.updateMany({
      where: { playerId: ctx.playerId, date: ctx.today, category: 'laws', completed: false },
      data: { completed: true, completedAt: now() },
    });
  }

  /** The review record of a learned law, as it stands (the defaults of a law never reviewed). */
  async function reviewState(playerId: string, lawId: string) {
    const [view, record] = await Promise.all([
      prisma.viewedLaw.findUnique({ where: { playerId_lawId: { playerId, lawId } } }),
      prisma.lawReview.findUnique({ where: { playerId_lawId: { playerId, lawId } } }),
    ]);
    return { record, state: view ? reviewStateOf(view, record ?? undefined) : null };
  }

  /** A review closed with 'Got it!' and no answer: seen today, the schedule as it was. */
  async function markReviewed(playerId: string, lawId: string, date: string): Promise<void> {
    const { record, state } = await reviewState(playerId, lawId);
    if (!state) return;
    if (record) {
      await prisma.lawReview.update({ where: { id: record.id }, data: { lastSeenDate: date, updatedAt: now() } });
      return;
    }
    try {
      await prisma.lawReview.create({
        data: { playerId, lawId, intervalDays: state.intervalDays, dueDate: state.dueDate, lastSeenDate: date, updatedAt: now() },
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await prisma.lawReview.updateMany({ where: { playerId, lawId }, data: { lastSeenDate: date, updatedAt: now() } });
    }
  }

  const answerOf = (lawId: string, record: { optionId: string | null; correct: boolean | null; dueDate: string; intervalDays: number }): LawAnswer => {
    const question = lawQuestionOf(lawId)!;
    return {
      lawId,
      optionId: record.optionId ?? '',
      correct: record.correct === true,
      correctOptionId: question.answer,
      explanation: question.explanation,
      nextReviewDate: record.dueDate,
      intervalDays: record.intervalDays,
    };
  };

  return {
    gateOn,

    /** GET /api/player/unviewed-laws */
    unviewed: async (identity: Identity) => (await today(await loadPlayerContext(teams, identity))).unviewed,

    /** GET /api/player/laws-today */
    async lawsToday(identity: Identity) {
      return (await today(await loadPlayerContext(teams, identity))).laws.map((law) => ({ ...law, viewed: law.viewed ?? false }));
    },

    /**
     * POST /api/player/mark-law-viewed: any law of the library; the first view's date is kept. A law under review
     * today is marked reviewed (without an answer its schedule stays as it was).
     */
    async markViewed(identity: Identity, lawId: string): Promise<{ message: string }> {
      if (!lawById(lawId)) throw notFound(LAW_NOT_FOUND);
      const ctx = await loadPlayerContext(teams, identity);
      const { count } = await prisma.viewedLaw.createMany({
        data: [{ playerId: ctx.playerId, lawId, viewedDate: ctx.today, viewedAt: now() }],
        skipDuplicates: true,
      });
      if (count > 0) {
        await tickLawsBlockWhenDone(ctx);
        return { message: 'Law marked as viewed' };
      }
      const day = await decide(ctx);
      const review = day.isNew ? undefined : day.unviewed.find((law) => law.id === lawId && law.review);
      if (!review) return { message: 'Law already viewed' };
      await markReviewed(ctx.playerId, lawId, ctx.today);
      await tickLawsBlockWhenDone(ctx);
      return { message: 'Law marked as reviewed' };
    },

    /**
     * POST /api/player/answer-law: the answer to the question of one of the player's laws under review today. The
     * first answer of the day sets the next review (law-reviews.ts) and counts as the day's review; answering again
     * that day returns the first answer.
     */
    async answer(identity: Identity, lawId: string, optionId: string): Promise<LawAnswer> {
      const question = lawQuestionOf(lawId);
      if (!lawById(lawId) || !question) throw notFound(LAW_NOT_FOUND);
      if (!question.options.some((o) => o.id === optionId)) {
        throw badRequest(`optionId must be one of: ${question.options.map((o) => o.id).join(', ')}`);
      }
      const ctx = await loadPlayerContext(teams, identity);
      const date = ctx.today;
      const day = await today(ctx);
      if (!day.laws.some((law) => law.id === lawId && law.review)) throw forbidden(NOT_UNDER_REVIEW);
      const { record, state } = await reviewState(ctx.playerId, lawId);
      if (!state) throw forbidden(NOT_UNDER_REVIEW);
      if (record?.answeredDate === date) return answerOf(lawId, record);
      const correct = optionId === question.answer;
      const next = scheduleAfterAnswer({ date, correct, intervalDays: state.intervalDays });
      const data = { ...next, lastSeenDate: date, answeredDate: date, optionId, correct, updatedAt: now() };
      const counts = correct ? { correctAnswers: { increment: 1 } } : { wrongAnswers: { increment: 1 } };
      // The first answer of the day wins, also against a concurrent one.
      const firstOfDay = { playerId: ctx.playerId, lawId, OR: [{ answeredDate: null }, { answeredDate: { not: date } }] };
      let saved = record ? (await prisma.lawReview.updateMany({ where: firstOfDay, data: { ...data, ...counts } })).count > 0 : false;
      if (!record) {
        try {
          await prisma.lawReview.create({ data: { playerId: ctx.playerId, lawId, ...data, correctAnswers: correct ? 1 : 0, wrongAnswers: correct ? 0 : 1 } });
          saved = true;
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          saved = (await prisma.lawReview.updateMany({ where: firstOfDay, data: { ...data, ...counts } })).count > 0;
        }
      }
      if (!saved) {
        const first = await prisma.lawReview.findUniqueOrThrow({ where: { playerId_lawId: { playerId: ctx.playerId, lawId } } });
        return answerOf(lawId, first);
      }
      await tickLawsBlockWhenDone(ctx);
      return answerOf(lawId, { optionId, correct, ...next });
    },
  };
}
export type PlayerLawsDomain = ReturnType<typeof playerLawsDomain>;
