import type { MutationRouteId, QueryRouteId } from './index.ts';

/**
 * What each route that changes something changes: the reading routes whose answers it may alter. The web app
 * refreshes every cached answer of those routes after the call succeeds (shell/kit/src/api/routes.ts), so a screen
 * never shows a number from before an action. Every changing route must be listed (the type below fails the build
 * otherwise); [] means it changes nothing anyone reads (a check, a draft from the AI, a webhook).
 */
export const routeChanges = {
  // team
  authLogin: ['authUser'],
  authRegister: ['authUser'],
  authLogout: ['authUser'],
  // The user's name and e-mail show in the top bar, the coach's dashboard (squad and staff) and the squad list.
  updateAccount: ['authUser', 'coachDashboard', 'playersDetailed'],
  changePassword: [],
  createProfile: ['authUser'],
  createCoach: ['authUser', 'teams', 'coachDashboard'],
  createCoachTest: ['teams', 'coachDashboard'],
  playerProfile: ['authUser', 'playerTraining', 'skillsGuide', 'playerTrainingProgram', 'playersDetailed'],
  coachProfile: ['authUser', 'teams', 'coachDashboard'],
  // The time zone moves the team's today: the season's default dates and phase, the first steps.
  updateTeam: ['teams', 'coachDashboard', 'getSeasonSettings', 'exerciseLibrary', 'programsToday'],
  rotateInviteCode: ['coachDashboard'],
  saveSeasonSettings: ['getSeasonSettings', 'exerciseLibrary', 'coachDashboard', 'programDays'],
  updatePlayerDetails: ['playersDetailed', 'coachDashboard', 'playerTrainingByDate'],
  createPlayerInvitation: ['coachDashboard'],
  createCoachInvitation: ['coachDashboard'],
  joinInvitation: ['authUser', 'playerTeam', 'teams'],
  // team calendar (a fixture moves the match-day role of the training days around it: the players' day shows it)
  createEvent: ['teamEvents', 'programDays', 'playerTraining', 'playerTeamTrainingToday'],
  updateEvent: ['teamEvents', 'eventAvailability', 'eventAttendance', 'programDays', 'playerTraining', 'playerTeamTrainingToday'],
  cancelEvent: ['teamEvents', 'eventAvailability', 'eventAttendance', 'programDays', 'playerTraining', 'playerTeamTrainingToday'],
  setAvailability: ['teamEvents', 'eventAvailability', 'eventAttendance'],
  chaseAvailability: ['eventAvailability'],
  saveAttendance: ['eventAttendance', 'teamEvents', 'playerAttendance'],
  rotateCalendarFeed: ['calendarFeeds'],
  // training program
  generateEliteProgram: [],
  customizeProgram: [],
  checkProgram: [],
  coachGenerateTraining: [],
  coachGeneratePositionTraining: [],
  approveProgram: ['approvedPrograms', 'programStatus', 'coachDashboard', 'exerciseLibrary'],
  updateApprovedProgram: ['approvedPrograms', 'coachDashboard', 'exerciseLibrary', 'programsToday', 'playerTrainingByDate', 'programDays'],
  pushProgram: ['approvedPrograms', 'programStatus', 'coachDashboard', 'programsToday', 'playerTrainingByDate', 'programDays'],
  updateTrainingLog: [
    'playerTraining',
    'playerTeamTrainingToday',
    'playerProgress',
    'playerProgressHistory',
    'teamReadiness',
    'teamReport',
    'playerTrainingRecord',
    'teamPlayerRecord',
  ],
  markLawViewed: ['unviewedLaws', 'lawsToday', 'playerTraining', 'playerTeamTrainingToday', 'playerProgress', 'playerProgressHistory'],
  answerLawQuestion: ['unviewedLaws', 'lawsToday', 'playerTraining', 'playerTeamTrainingToday', 'playerProgress', 'playerProgressHistory'],
  skillsSession: ['playerTraining', 'playerProgress', 'playerProgressHistory'],
  completeTeamTraining: [
    'playerTeamTrainingToday',
    'playerTraining',
    'playerProgress',
    'playerProgressHistory',
    'teamReadiness',
    'teamReport',
    'playerTrainingRecord',
    'teamPlayerRecord',
  ],
  playerGenerateTraining: ['playerTrainingProgram'],
  saveReadiness: [
    'playerDayLog',
    'playerWelfare',
    'teamWelfare',
    'recoveryTip',
    'eventAvailability',
    'teamEvents',
    'playerTraining',
    'playerProgress',
    'teamReadiness',
    'teamReport',
    'playerTrainingRecord',
    'teamPlayerRecord',
  ],
  // player welfare: a stood-down player's day, availability and attendance follow the protocol
  reportSymptoms: ['playerWelfare', 'teamWelfare', 'playerTraining', 'playerTeamTrainingToday', 'eventAvailability', 'teamEvents'],
  recordConcussion: ['playerWelfare', 'teamWelfare', 'playerTraining', 'playerTeamTrainingToday', 'eventAvailability', 'teamEvents', 'teamReadiness'],
  recordClearance: ['playerWelfare', 'teamWelfare', 'playerTraining', 'eventAvailability', 'teamEvents'],
  withdrawConcussion: ['playerWelfare', 'teamWelfare', 'playerTraining', 'playerTeamTrainingToday', 'eventAvailability', 'teamEvents', 'recoveryTip'],
  saveWelfareSettings: ['teamWelfare', 'playerWelfare', 'eventAvailability', 'teamEvents'],
  saveSessionReport: ['playerDayLog', 'teamReadiness', 'teamReport', 'playerTrainingRecord', 'teamPlayerRecord'],
  logSets: [
    'playerTraining',
    'playerTeamTrainingToday',
    'playerProgress',
    'playerProgressHistory',
    'exerciseHistory',
    'teamReadiness',
    'teamReport',
    'playerTrainingRecord',
    'teamPlayerRecord',
  ],
  // messaging
  sendMessage: ['listMessages'],
  markMessageRead: ['listMessages'],
  twilioStatusCallback: [],
  // notifications: the settings answer counts the user's devices with push on
  savePushSubscription: ['notificationSettings'],
  deletePushSubscription: ['notificationSettings'],
  saveNotificationSettings: ['notificationSettings'],
  // replies and reactions
  postReply: ['listThreads', 'replySummaries'],
  setReaction: ['replySummaries'],
  // feedback
  createFeedback: ['listFeedback'],
  updateFeedback: ['listFeedback'],
} as const satisfies { [K in MutationRouteId]: readonly QueryRouteId[] };
