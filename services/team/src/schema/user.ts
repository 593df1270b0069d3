import type { User as UserRow } from '../generated/prisma/client.ts';
import { builder } from '../builder.ts';

/** Users reached through a team whose viewer may not see their e-mail (see Team.members). */
const emailHidden = new WeakSet<UserRow>();

/** The user as another member sees them: the e-mail is null unless `emailVisible`. */
export function asSeenByMember(user: UserRow, emailVisible: boolean): UserRow {
  if (emailVisible) return user;
  const copy = { ...user };
  emailHidden.add(copy);
  return copy;
}

export const UserRef = builder.objectRef<UserRow>('User').implement({
  description: 'A person with an account: a coach or a player.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.string({
      nullable: true,
      description: "The user's e-mail: for the user themself and for the coaches of their team; null for other team members.",
      resolve: (user) => (emailHidden.has(user) ? null : user.email),
    }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    userType: t.exposeString('userType', { nullable: true, description: "'coach', 'player', or null until a profile type is chosen." }),
    position: t.exposeString('position', { nullable: true }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user; null when signed out.',
    resolve: async (_root, _args, ctx) => (ctx.identity ? ctx.accounts.requireUser(ctx.identity.userId).catch(() => null) : null),
  }),
);
