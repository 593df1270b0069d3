import SchemaBuilder from '@pothos/core';
import DirectivesPlugin from '@pothos/plugin-directives';
import type { GraphQLContext, StitchingDirectiveTypes } from '@rugby/service-kit';
import type { FeedbackDomain } from './domain/feedback.ts';

export interface FeedbackContext extends GraphQLContext {
  feedback: FeedbackDomain;
}

export const builder = new SchemaBuilder<{
  Context: FeedbackContext;
  Directives: StitchingDirectiveTypes;
  DefaultFieldNullability: false;
}>({
  plugins: [DirectivesPlugin],
  directives: { useGraphQLToolsUnorderedDirectives: true },
  defaultFieldNullability: false,
});
