/**
 * What a page's HTML carries for its first screen (docs/decisions/017), in
 * `<script id="rugby-boot" type="application/json">`: the remotes map (/remotes.json) and the answers the gateway
 * already has for the screen's first GET calls, by path with query string, exactly as the API would answer them.
 * The web apps use each answer once, on the first load, instead of asking for it.
 */
export const PAGE_BOOT_ELEMENT_ID = 'rugby-boot';

export interface PageBootAnswer {
  status: number;
  /** The answer's body as sent (JSON text). */
  body: string;
}

export interface PageBootData {
  /** Remote name → manifest URL, as /remotes.json answers. */
  remotes: Record<string, string>;
  data: Record<string, PageBootAnswer>;
  /**
   * What the page's head preloaded for its first screen: the remote that draws it (null: none) and, for a signed-in
   * caller, the top bar. The shell has these in before its first render, so the screen shows without a fallback.
   */
  preloaded?: { remote: string | null; topNav: boolean };
}

/**
 * The GETs the signed-in home of each user type makes first, which the gateway answers into its page. `:teamId` is
 * each of the caller's teams. `later` calls name the day: `:today` is the `date` of the answer to `dayFrom` (the
 * team's today, which is the browser's but for travellers around midnight, whose pages then ask themselves),
 * `:weekStart`/`:weekEnd` its Monday and Sunday.
 */
export const FIRST_SCREEN_CALLS: Record<
  'coach' | 'player',
  { first: readonly string[]; dayFrom?: string; later: readonly string[]; graphql?: readonly string[] }
> = {
  // The dashboard's team switcher (mf-coach get-my-teams.ts; a test there keeps the two texts the same operation). The
  // program status and season settings tell the greeting and a new team's first steps (mf-coach first-steps-card.tsx).
  coach: {
    first: ['/api/coaches/dashboard', '/api/teams/:teamId/program-status', '/api/teams/:teamId/season-settings'],
    later: [],
    graphql: ['query MyTeams { myTeams { id name } }'],
  },
  player: {
    dayFrom: '/api/players/training/today',
    first: [
      '/api/players/training/today',
      '/api/player/laws-today',
      '/api/player/unviewed-laws',
      '/api/player/recovery-tip',
      // The welfare card (stood down, Recognise and Remove, the GRTP stage) sits at the top of the home.
      '/api/player/welfare',
      '/api/player/team',
      '/api/teams/:teamId/messages',
      // The Upcoming card, the reactions and replies under the messages and the events, the Notifications card.
      '/api/teams/:teamId/events',
      '/api/teams/:teamId/reply-summaries?subjectKind=message',
      '/api/teams/:teamId/reply-summaries?subjectKind=event',
      '/api/notifications/settings',
      '/api/notifications/push-key',
    ],
    later: ['/api/player/training?date=:today', '/api/player/progress?weekStart=:weekStart&weekEnd=:weekEnd', '/api/player/day-log?date=:today'],
  },
};

/**
 * The key of a GraphQL operation's carried answer: its text with whitespace runs collapsed and its variables, so the
 * gateway's copy and the web app's generated document name the same operation only when they are the same.
 */
export const graphqlBootKey = (query: string, variables?: unknown) => `POST /graphql ${query.replace(/\s+/g, ' ').trim()} ${JSON.stringify(variables ?? {})}`;
