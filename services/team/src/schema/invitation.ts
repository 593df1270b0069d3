import { HttpError } from '@rugby/service-kit';
import type { invitationViewSchema } from '@rugby/contracts';
import type { z } from 'zod';
import { builder } from '../builder.ts';

type InvitationView = z.infer<typeof invitationViewSchema>;

const InvitedBy = builder.objectRef<InvitationView['invitedBy']>('InvitedBy').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
  }),
});

const InvitationTeam = builder.objectRef<InvitationView['team']>('InvitationTeam').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    playerCount: t.exposeInt('playerCount'),
  }),
});

const InvitationViewRef = builder.objectRef<InvitationView>('InvitationView').implement({
  description: "What a join link (/join/<code>) offers: a personal player or coach invitation, or the team's reusable code.",
  fields: (t) => ({
    kind: t.exposeString('kind', { description: "'player' | 'coach' | 'team'" }),
    team: t.field({ type: InvitationTeam, resolve: (v) => v.team }),
    invitedBy: t.field({ type: InvitedBy, resolve: (v) => v.invitedBy }),
    playerName: t.exposeString('playerName', { nullable: true }),
    playerEmail: t.exposeString('playerEmail', { nullable: true }),
    playerPhone: t.exposeString('playerPhone', { nullable: true }),
    position: t.exposeString('position', { nullable: true }),
    role: t.exposeString('role', { nullable: true }),
  }),
});

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationViewRef,
    nullable: true,
    description: 'The invitation behind a join link (public); null when the code is unknown, used or expired.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      try {
        return await ctx.invitations.view(args.code);
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return null;
        throw err;
      }
    },
  }),
);
