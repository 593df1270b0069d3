import { TEAM_ROLES } from '@rugby/contracts';
import { forbidden, unauthorized } from '@rugby/service-kit';
import { builder } from '../builder.ts';
import { isCoachRoleName, playerCountOf, type TeamMemberRow, type TeamWithMembers } from '../domain/teams.ts';
import { asSeenByMember, UserRef } from './user.ts';

const TeamRole = builder.enumType('TeamRole', { values: TEAM_ROLES });

const TeamMemberRef = builder.objectRef<TeamMemberRow>('TeamMember').implement({
  description: 'An active member of a team with their role.',
  fields: (t) => ({
    role: t.field({ type: TeamRole, resolve: (m) => m.role as (typeof TEAM_ROLES)[number] }),
    joinedAt: t.string({ resolve: (m) => m.joinedAt.toISOString() }),
    user: t.field({ type: UserRef, resolve: (m) => m.user }),
  }),
});

/** The team's members as the viewer sees them: coaches see everyone's e-mail, players only their own. */
function membersSeenBy(team: TeamWithMembers, viewerId: string): TeamMemberRow[] {
  const viewerCoaches = team.memberships.some((m) => m.userId === viewerId && isCoachRoleName(m.role));
  return team.memberships.map((m) => ({ ...m, user: asSeenByMember(m.user, viewerCoaches || m.userId === viewerId) }));
}

const isMember = (team: TeamWithMembers, userId: string | undefined) => !!userId && team.memberships.some((m) => m.userId === userId);

export const TeamRef = builder.objectRef<TeamWithMembers>('Team').implement({
  description: 'A rugby team. Other subgraphs extend it (messages, programs) through their own merge entry points.',
  directives: { key: { selectionSet: '{ id }' }, canonical: {} },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    maxPlayers: t.exposeInt('maxPlayers'),
    playerCount: t.int({ resolve: playerCountOf }),
    inviteCode: t.string({
      nullable: true,
      description: "The reusable team join code (/join/<code>); only the team's coaches see it, null for everyone else.",
      resolve: (team, _args, ctx) => (team.memberships.some((m) => m.userId === ctx.identity?.userId && isCoachRoleName(m.role)) ? team.inviteCode : null),
    }),
    members: t.field({
      type: [TeamMemberRef],
      description: "Coaches and players; visible to the team's members only.",
      resolve: (team, _args, ctx) => {
        if (!ctx.identity) throw unauthorized();
        if (!isMember(team, ctx.identity.userId)) throw forbidden('Only members of this team can see its members');
        return membersSeenBy(team, ctx.identity.userId);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  myTeams: t.field({
    type: [TeamRef],
    description: "The signed-in user's teams (any role), oldest membership first.",
    resolve: async (_root, _args, ctx) => {
      if (!ctx.identity) throw unauthorized();
      return ctx.teams.memberTeams(ctx.identity.userId);
    },
  }),
  team: t.field({
    type: TeamRef,
    nullable: true,
    description: 'A team the signed-in user belongs to; null otherwise.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.identity) throw unauthorized();
      const [team] = await ctx.teams.loadTeams([String(args.id)]);
      return team && isMember(team, ctx.identity.userId) ? team : null;
    },
  }),
  teamsByIds: t.field({
    type: [TeamRef],
    nullable: { list: false, items: true },
    description: 'Merge entry point for the gateway: teams by id in key order, null for unknown ids.',
    directives: { merge: { keyField: 'id' } },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.identity) throw unauthorized();
      return ctx.teams.loadTeams(args.ids.map(String));
    },
  }),
}));
