import SchemaBuilder from '@pothos/core';
import DirectivesPlugin from '@pothos/plugin-directives';
import type { GraphQLContext, StitchingDirectiveTypes } from '@rugby/service-kit';
import type { AccountDomain } from './domain/accounts.ts';
import type { InvitationDomain } from './domain/invitations.ts';
import type { TeamDomain } from './domain/teams.ts';

export interface TeamContext extends GraphQLContext {
  accounts: AccountDomain;
  teams: TeamDomain;
  invitations: InvitationDomain;
}

export const builder = new SchemaBuilder<{
  Context: TeamContext;
  Directives: StitchingDirectiveTypes;
  DefaultFieldNullability: false;
}>({
  plugins: [DirectivesPlugin],
  directives: { useGraphQLToolsUnorderedDirectives: true },
  defaultFieldNullability: false,
});
