import {
  coachTeamIds,
  type Feedback,
  type FeedbackStatus,
  type Identity,
  type TeamInternalClient,
  createFeedbackBody,
  updateFeedbackBody,
} from '@rugby/contracts';
import { forbidden, notFound, now } from '@rugby/service-kit';
import type { z } from 'zod';
import type { PrismaClient, Feedback as FeedbackRow } from '../generated/prisma/client.ts';

export interface FeedbackDomainDeps {
  prisma: PrismaClient;
  team: Pick<TeamInternalClient, 'getTeams'>;
  /** Product admins (FEEDBACK_ADMIN_EMAILS) see all feedback, anonymous included. */
  adminEmails: Set<string>;
}

export const parseAdminEmails = (raw: string | undefined) =>
  new Set(
    (raw ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

export function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    type: row.type as Feedback['type'],
    status: row.status as Feedback['status'],
    title: row.title,
    description: row.description,
    rating: row.rating,
    email: row.email,
    feature: row.feature,
    response: row.response,
    page: row.page,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Feedback rules shared by REST and GraphQL. */
export function feedbackDomain({ prisma, team, adminEmails }: FeedbackDomainDeps) {
  const isAdmin = (identity: Identity) => adminEmails.has(identity.email.toLowerCase());

  /** Whose feedback this caller may see: null = everyone's (admin), else a set of user ids. */
  async function visibleSubmitters(identity: Identity): Promise<string[] | null> {
    if (isAdmin(identity)) return null;
    if (identity.userType !== 'coach') throw forbidden('Only coaches can review feedback');
    const teamIds = coachTeamIds(identity);
    const members = new Set([identity.userId]);
    if (teamIds.length) {
      const { teams } = await team.getTeams(teamIds);
      for (const t of teams) for (const m of t?.members ?? []) members.add(m.userId);
    }
    return [...members];
  }

  return {
    isAdmin,
    async submit(input: z.input<typeof createFeedbackBody>, identity: Identity | null): Promise<Feedback> {
      const data = createFeedbackBody.parse(input);
      const at = now();
      const row = await prisma.feedback.create({
        data: {
          type: data.type,
          title: data.title,
          description: data.description,
          rating: data.rating,
          email: data.email ?? identity?.email ?? null,
          feature: data.feature ?? null,
          page: data.page ?? null,
          userId: identity?.userId ?? null,
          createdAt: at,
          updatedAt: at,
        },
      });
      return toFeedback(row);
    },

    async list(identity: Identity, status?: FeedbackStatus | 'all'): Promise<Feedback[]> {
      const submitters = await visibleSubmitters(identity);
      const rows = await prisma.feedback.findMany({
        where: { ...(status && status !== 'all' ? { status } : {}), ...(submitters ? { userId: { in: submitters } } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 500,
      });
      return rows.map(toFeedback);
    },

    async update(identity: Identity, id: string, input: z.input<typeof updateFeedbackBody>): Promise<Feedback> {
      const data = updateFeedbackBody.parse(input);
      const submitters = await visibleSubmitters(identity);
      const existing = await prisma.feedback.findUnique({ where: { id } });
      // Feedback the caller may not see does not exist for them.
      if (!existing || (submitters && (!existing.userId || !submitters.includes(existing.userId)))) throw notFound('Feedback not found');
      const row = await prisma.feedback.update({
        where: { id },
        data: { status: data.status, updatedAt: now(), ...(data.response ? { response: data.response, respondedBy: identity.userId } : {}) },
      });
      return toFeedback(row);
    },
  };
}
export type FeedbackDomain = ReturnType<typeof feedbackDomain>;
