import { routeKey } from '@rugby/kit';
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

/**
 * The key begins with the REST route whose data it shows (GET /api/teams, the coach's teams), so a mutation that
 * declares it changes `teams` (routeChanges) refreshes this answer too: `['teams', {}, 'graphql:MyTeams']`, the last
 * part keeping it apart from the REST answer.
 */
export const myTeamsQueryOptions = () =>
  queryOptions({ queryKey: routeKey('teams', undefined, 'graphql:MyTeams'), queryFn: () => graphqlRequest(MyTeamsQuery) });

export const useMyTeams = () => useQuery(myTeamsQueryOptions());
