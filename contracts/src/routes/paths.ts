import type { HttpMethod } from './define.ts';

/**
 * The method and path of every documented REST route by its id: the part of the route table the browser needs (no
 * schemas, so no zod in the web app's bundles). The route definitions (team.ts, training-program.ts, messaging.ts,
 * feedback.ts) take their method and path from here, and the web app's typed client (shell/kit/src/api/routes.ts)
 * takes the rest of each route's types from those definitions.
 */
export const ROUTE_PATHS = {
  // team
  authUser: { method: 'GET', path: '/api/auth/user' },
  authLogin: { method: 'POST', path: '/api/auth/login' },
  authRegister: { method: 'POST', path: '/api/auth/register' },
  authLogout: { method: 'POST', path: '/api/auth/logout' },
  logoutRedirect: { method: 'GET', path: '/api/logout' },
  oidcLogin: { method: 'GET', path: '/api/login' },
  oidcCallback: { method: 'GET', path: '/api/callback' },
  authProviders: { method: 'GET', path: '/api/auth/providers' },
  updateAccount: { method: 'PATCH', path: '/api/auth/user' },
  changePassword: { method: 'POST', path: '/api/auth/password' },
  createProfile: { method: 'POST', path: '/api/users/create-profile' },
  createCoach: { method: 'POST', path: '/api/coaches/create' },
  createCoachTest: { method: 'POST', path: '/api/coaches/create-test' },
  playerProfile: { method: 'POST', path: '/api/player/profile' },
  coachProfile: { method: 'POST', path: '/api/coach/profile' },
  coachDashboard: { method: 'GET', path: '/api/coaches/dashboard' },
  teams: { method: 'GET', path: '/api/teams' },
  updateTeam: { method: 'PATCH', path: '/api/teams/:teamId' },
  rotateInviteCode: { method: 'POST', path: '/api/teams/:teamId/invite-code' },
  getSeasonSettings: { method: 'GET', path: '/api/teams/:teamId/season-settings' },
  saveSeasonSettings: { method: 'POST', path: '/api/teams/:teamId/season-settings' },
  playersDetailed: { method: 'GET', path: '/api/teams/:teamId/players/detailed' },
  updatePlayerDetails: { method: 'PATCH', path: '/api/players/:playerId/details' },
  createPlayerInvitation: { method: 'POST', path: '/api/invitations/create' },
  createCoachInvitation: { method: 'POST', path: '/api/invitations/create-coach' },
  getInvitation: { method: 'GET', path: '/api/invitations/:inviteCode' },
  joinInvitation: { method: 'POST', path: '/api/invitations/:inviteCode/join' },
  playerTeam: { method: 'GET', path: '/api/player/team' },
  // team calendar (team service)
  teamEvents: { method: 'GET', path: '/api/teams/:teamId/events' },
  createEvent: { method: 'POST', path: '/api/teams/:teamId/events' },
  updateEvent: { method: 'PATCH', path: '/api/events/:eventId' },
  cancelEvent: { method: 'POST', path: '/api/events/:eventId/cancel' },
  setAvailability: { method: 'PUT', path: '/api/events/:eventId/availability' },
  eventAvailability: { method: 'GET', path: '/api/events/:eventId/availability' },
  chaseAvailability: { method: 'POST', path: '/api/events/:eventId/chase' },
  eventAttendance: { method: 'GET', path: '/api/events/:eventId/attendance' },
  saveAttendance: { method: 'PUT', path: '/api/events/:eventId/attendance' },
  playerAttendance: { method: 'GET', path: '/api/teams/:teamId/players/:playerId/attendance' },
  calendarFeeds: { method: 'GET', path: '/api/teams/:teamId/calendar-feeds' },
  rotateCalendarFeed: { method: 'POST', path: '/api/teams/:teamId/calendar-feeds/rotate' },
  calendarFeed: { method: 'GET', path: '/api/calendar/:token.ics' },
  // training-program
  generateEliteProgram: { method: 'POST', path: '/api/ai/generate-elite-program' },
  customizeProgram: { method: 'POST', path: '/api/ai/customize-program' },
  approveProgram: { method: 'POST', path: '/api/ai/approve-program' },
  approvedPrograms: { method: 'GET', path: '/api/teams/:teamId/approved-programs' },
  programStatus: { method: 'GET', path: '/api/teams/:teamId/program-status' },
  updateApprovedProgram: { method: 'PUT', path: '/api/approved-programs/:id' },
  pushProgram: { method: 'POST', path: '/api/programs/:id/push' },
  exerciseLibrary: { method: 'GET', path: '/api/exercise-library' },
  checkProgram: { method: 'POST', path: '/api/programs/check' },
  coachGenerateTraining: { method: 'POST', path: '/api/coach/generate-training' },
  coachGeneratePositionTraining: { method: 'POST', path: '/api/coach/generate-position-training' },
  generation: { method: 'GET', path: '/api/ai/generations/:id' },
  playerTrainingByDate: { method: 'GET', path: '/api/players/:playerId/training/:date' },
  trainingActivities: { method: 'GET', path: '/api/training-activities' },
  playerTraining: { method: 'GET', path: '/api/player/training' },
  updateTrainingLog: { method: 'PATCH', path: '/api/training-log/:logId' },
  playerProgress: { method: 'GET', path: '/api/player/progress' },
  logSets: { method: 'PUT', path: '/api/training-log/:logId/sets' },
  exerciseHistory: { method: 'GET', path: '/api/training-log/:logId/history' },
  playerDayLog: { method: 'GET', path: '/api/player/day-log' },
  saveReadiness: { method: 'PUT', path: '/api/player/readiness' },
  saveSessionReport: { method: 'PUT', path: '/api/player/session-report' },
  teamReadiness: { method: 'GET', path: '/api/teams/:teamId/readiness' },
  teamReport: { method: 'GET', path: '/api/teams/:teamId/report' },
  teamPlayerRecord: { method: 'GET', path: '/api/teams/:teamId/players/:playerId/record' },
  playerTrainingRecord: { method: 'GET', path: '/api/player/training-record' },
  playerProgressHistory: { method: 'GET', path: '/api/player/progress/history' },
  unviewedLaws: { method: 'GET', path: '/api/player/unviewed-laws' },
  lawsToday: { method: 'GET', path: '/api/player/laws-today' },
  markLawViewed: { method: 'POST', path: '/api/player/mark-law-viewed' },
  answerLawQuestion: { method: 'POST', path: '/api/player/answer-law' },
  recoveryTip: { method: 'GET', path: '/api/player/recovery-tip' },
  skillsGuide: { method: 'GET', path: '/api/player/skills-guide' },
  skillsSession: { method: 'POST', path: '/api/player/skills-session' },
  playerTeamTrainingToday: { method: 'GET', path: '/api/players/training/today' },
  programsToday: { method: 'GET', path: '/api/programs/today' },
  programDays: { method: 'GET', path: '/api/teams/:teamId/program-days' },
  completeTeamTraining: { method: 'POST', path: '/api/players/training/:id/complete' },
  playerTrainingProgram: { method: 'GET', path: '/api/player/training-program' },
  playerGenerateTraining: { method: 'POST', path: '/api/player/generate-training' },
  // player welfare (training-program service)
  playerWelfare: { method: 'GET', path: '/api/player/welfare' },
  reportSymptoms: { method: 'PUT', path: '/api/player/welfare/symptoms' },
  teamWelfare: { method: 'GET', path: '/api/teams/:teamId/welfare' },
  recordConcussion: { method: 'POST', path: '/api/teams/:teamId/players/:playerId/concussion' },
  recordClearance: { method: 'POST', path: '/api/teams/:teamId/players/:playerId/clearance' },
  withdrawConcussion: { method: 'POST', path: '/api/teams/:teamId/players/:playerId/concussion/withdraw' },
  saveWelfareSettings: { method: 'PUT', path: '/api/teams/:teamId/welfare' },
  // messaging
  listMessages: { method: 'GET', path: '/api/teams/:teamId/messages' },
  sendMessage: { method: 'POST', path: '/api/teams/:teamId/messages' },
  markMessageRead: { method: 'POST', path: '/api/messages/:id/read' },
  twilioStatusCallback: { method: 'POST', path: '/api/webhooks/twilio/status' },
  // notifications (messaging service)
  notificationPushKey: { method: 'GET', path: '/api/notifications/push-key' },
  savePushSubscription: { method: 'POST', path: '/api/notifications/push-subscriptions' },
  deletePushSubscription: { method: 'DELETE', path: '/api/notifications/push-subscriptions' },
  notificationSettings: { method: 'GET', path: '/api/notifications/settings' },
  saveNotificationSettings: { method: 'PUT', path: '/api/notifications/settings' },
  // replies and reactions (messaging service)
  listThreads: { method: 'GET', path: '/api/threads' },
  postReply: { method: 'POST', path: '/api/threads/replies' },
  setReaction: { method: 'PUT', path: '/api/reactions' },
  replySummaries: { method: 'GET', path: '/api/teams/:teamId/reply-summaries' },
  // feedback
  createFeedback: { method: 'POST', path: '/api/feedback' },
  listFeedback: { method: 'GET', path: '/api/feedback' },
  updateFeedback: { method: 'PATCH', path: '/api/feedback/:id' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type RoutePathId = keyof typeof ROUTE_PATHS;

/**
 * How long the browser waits for an answer before telling the user the server did not answer: a call that asks the
 * AI provider (AI_ROUTE_IDS) gets the provider's whole budget (DEADLINES.aiGenerationMs) and then some.
 */
export const BROWSER_TIMEOUT_MS = { default: 20_000, ai: 45_000 } as const;

/** How often the browser asks how a generation it follows is going (GET /api/ai/generations/:id). */
export const GENERATION_POLL_MS = 1000;

/**
 * Routes whose answer waits for the AI provider: the browser waits longer for them. The apps ask for them as jobs
 * (`Prefer: respond-async`) and follow them until the same deadline, so no request stays open that long.
 */
export const AI_ROUTE_IDS: ReadonlySet<RoutePathId> = new Set<RoutePathId>([
  'generateEliteProgram',
  'customizeProgram',
  'coachGenerateTraining',
  'coachGeneratePositionTraining',
  'playerGenerateTraining',
]);
