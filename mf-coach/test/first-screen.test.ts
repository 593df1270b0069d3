import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_CALLS, graphqlBootKey } from '@rugby/contracts/page-boot';
import { MyTeamsQuery } from '../src/app/dashboard/api/get-my-teams.ts';

/** The gateway answers the dashboard's GraphQL operations into its page (docs/decisions/017) only when its copy is this one. */
describe("the dashboard's first screen", () => {
  it("names the team switcher's operation as the gateway carries it", () => {
    const carried = (FIRST_SCREEN_CALLS.coach.graphql ?? []).map((query) => graphqlBootKey(query));
    expect(carried).toContain(graphqlBootKey(MyTeamsQuery.toString()));
  });
});
