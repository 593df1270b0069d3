import type { User as UserRow } from '../generated/prisma/client.ts';
import { builder } from '../builder.ts';

export const UserRef = builder.objectRef<UserRow>('User').implement({
  description: 'A person with an account: a coach or a player.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
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
