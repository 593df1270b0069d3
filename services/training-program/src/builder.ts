import SchemaBuilder from '@pothos/core';
import DirectivesPlugin from '@pothos/plugin-directives';
import { JSONObjectResolver } from 'graphql-scalars';
import type { GraphQLContext, StitchingDirectiveTypes } from '@rugby/service-kit';
import type { PlayerDayDomain } from './domain/player-day.ts';
import type { PlayerLawsDomain } from './domain/player-laws.ts';
import type { ProgramsDomain } from './domain/programs.ts';
import type { TeamContextService } from './domain/team-context.ts';

export interface TrainingProgramContext extends GraphQLContext {
  programs: ProgramsDomain;
  playerDay: PlayerDayDomain;
  laws: PlayerLawsDomain;
  teams: TeamContextService;
}

export const builder = new SchemaBuilder<{
  Context: TrainingProgramContext;
  Directives: StitchingDirectiveTypes;
  DefaultFieldNullability: false;
  Scalars: { JSONObject: { Input: Record<string, unknown>; Output: object } };
}>({
  plugins: [DirectivesPlugin],
  directives: { useGraphQLToolsUnorderedDirectives: true },
  defaultFieldNullability: false,
});

/** A JSON object: the structured program document (contracts programDocumentSchema), as REST answers it. */
builder.addScalarType('JSONObject', JSONObjectResolver);
