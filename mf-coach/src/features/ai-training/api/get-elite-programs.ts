import { graphqlRequest } from '@rugby/kit/graphql/client.ts';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import { graphql } from '../../../gql/gql.ts';

/** The eleven elite program styles (the catalogue is served by the training-program subgraph). */
export const EliteProgramsQuery = graphql(`
  query ElitePrograms {
    elitePrograms {
      type
      name
      country
      description
      themes
    }
  }
`);

/** Static content (no REST route shows it, nothing changes it): its own key. */
export const eliteProgramsQueryOptions = () =>
  queryOptions({ queryKey: ['graphql', 'ElitePrograms'] as const, queryFn: () => graphqlRequest(EliteProgramsQuery) });

export const useElitePrograms = () => useQuery(eliteProgramsQueryOptions());
