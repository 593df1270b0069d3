import { graphqlRequest } from '@rugby/kit/graphql/client.ts';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import { graphql } from '../../../gql/gql.ts';

/** The coach's teams through the gateway's GraphQL (typed by GraphQL Code Generator). */
export const MyTeamsQuery = graphql(`
  query MyTeams {
    myTeams {
      id
      name
    }
  }
`);

export const myTeamsKeys = { all: ['graphql', 'MyTeams'] as const };

export const myTeamsQueryOptions = () => queryOptions({ queryKey: myTeamsKeys.all, queryFn: () => graphqlRequest(MyTeamsQuery) });

export const useMyTeams = () => useQuery(myTeamsQueryOptions());
