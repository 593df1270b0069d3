import SchemaBuilder from '@pothos/core';
import DirectivesPlugin from '@pothos/plugin-directives';
import type { GraphQLContext, StitchingDirectiveTypes } from '@rugby/service-kit';
import type { MessagesDomain } from './domain/messages.ts';

export interface MessagingContext extends GraphQLContext {
  messages: MessagesDomain;
}

export const builder = new SchemaBuilder<{
  Context: MessagingContext;
  Directives: StitchingDirectiveTypes;
  DefaultFieldNullability: false;
}>({
  plugins: [DirectivesPlugin],
  directives: { useGraphQLToolsUnorderedDirectives: true },
  defaultFieldNullability: false,
});
