import type { ServiceName } from './routes/define.ts';

/** User-facing copy from the spec, verbatim. Toasts are { title, description }. */
export const COPY = {
  loading: 'Loading...',
  serverDidNotAnswer: 'The server did not answer in time. Please try again.',
  notFoundTitle: '404 Page Not Found',
  notFoundHint: 'Did you forget to add the page to the router?',
  betaFeedback: 'Beta Feedback',
  login: {
    missing: { title: 'Missing Information', description: 'Please enter both email and password' },
    failedTitle: 'Login Failed',
    failedFallback: 'Invalid email or password',
  },
  registration: {
    missingRequired: { title: 'Missing Information', description: 'Please fill in all required fields' },
    missingTestPath: { title: 'Missing Information', description: 'Please fill in name, email, and team name' },
    passwordMismatch: { title: 'Password Mismatch', description: 'Passwords do not match' },
    passwordTooShort: { title: 'Password Too Short', description: 'Password must be at least 6 characters long' },
    missingTeamName: { title: 'Missing Team Name', description: 'Please enter your team name' },
    created: { title: 'Coach Account Created!', description: 'Welcome to the product. Your team is ready!' },
    authRequired: { title: 'Authentication Required', description: 'Please log in to create a coach account. Redirecting...' },
    failedTitle: 'Registration Failed',
    failedFallback: 'Failed to create coach account',
    testCreated: (coach: string, team: string) => `Successfully created coach "${coach}" and team "${team}"!`,
    accountCreated: 'Account Created Successfully!',
    /** The test path's failure text: status and what the server said. */
    testRequestFailed: (status: number, body: string) => `Request failed: ${status} ${body}`,
  },
  profile: {
    created: 'Profile Created!',
    failedFallback: 'Failed to create profile',
    playerFailed: 'Failed to create player profile. Please try again.',
    coachFailed: 'Failed to create coach profile. Please try again.',
  },
  /** /setup for a user who already has a profile type (docs/decisions/019): their profile and their account. */
  account: {
    heading: 'Your profile',
    updated: 'Account updated',
    updateFailed: 'Failed to update your account. Please try again.',
    passwordChanged: 'Password changed',
    passwordChangedDescription: 'You stay signed in here; other devices are signed out.',
    passwordFailed: 'Failed to change your password. Please try again.',
  },
  dashboard: { loading: 'Loading dashboard...', error: 'Error loading dashboard data' },
  invitations: {
    playerMissing: { title: 'Missing Information', description: 'Please provide player name and phone number' },
    coachMissing: 'Please provide coach name and email',
    playerFailedTitle: 'Invitation Failed',
    playerFailed: (text: string) => `Failed to create invitation: ${text}`,
    coachFailed: 'Failed to create coach invitation',
    smsBlockedTitle: 'SMS Blocked - Link Ready',
    linkCopied: 'Invitation Link Copied!',
    invalidTitle: 'Invalid Invitation',
    invalidText: 'This invitation link is not valid or has expired.',
    joined: { title: 'Welcome to the team!', description: 'Please log in with your new account.' },
    /** After joining, when the new account is signed in at once. */
    joinedSignedIn: { title: 'Welcome to the team!', description: 'You are signed in with your new account.' },
    joinFailedTitle: 'Failed to join team',
    joinFailedFallback: 'Please try again',
    joinPasswordTooShort: { title: 'Password Too Short', description: 'Password must be at least 6 characters' },
  },
  messages: {
    missing: 'Missing Information: Please fill in both title and message.',
    sendFailed: { title: 'Failed to Send', description: 'Please try again or contact support.' },
  },
  programs: {
    missingContent: { title: 'Missing Content', description: 'Please provide training content to process' },
    customGenerated: 'Custom Program Generated',
    eliteSelected: 'Elite Program Selected',
    customized: 'Program Customized',
    /**
     * Approval does not reach the players: issue 13 replaces the spec's 'Program Approved & Distributed!' (the program
     * is distributed only when pushed). The spec's update toast stays for a pushed program, which an update re-distributes.
     */
    approved: 'Program Approved!',
    approvedHint: 'Push it to your players from the Training Program tab.',
    updated: 'Program Updated & Re-distributed!',
    /** An update of a program not pushed yet: nothing is distributed. */
    updatedNotPushed: 'Program Updated!',
    pushTitle: 'Push to Players',
    pushFailedFallback: 'Failed to push program',
    generationFailedTitle: 'Generation Failed',
    generateTrainingFailed: 'Failed to generate training program',
    generatePositionFailed: 'Failed to generate position training',
    customFailed: { title: 'Program Generation Failed', description: 'Failed to process custom program. Please try again.' },
    eliteFailed: { title: 'Program Selection Failed', description: 'Failed to load elite program. Please try again.' },
    customizeFailed: { title: 'Customization Failed', description: 'Failed to customize program. Please try again.' },
    approveFailed: { title: 'Approval Failed', description: 'Failed to approve program. Please try again.' },
    updateFailed: { title: 'Update Failed', description: 'Failed to update program. Please try again.' },
    alreadyPushed: 'Already Pushed',
    playerProgramLoaded: 'Training Program Loaded',
    playerProgramGenerated: 'New Program Generated',
  },
  players: { updateFailedTitle: 'Update Failed', updateFailedFallback: 'Failed to update player details' },
  season: {
    saved: { title: 'Season Settings Saved', description: 'AI training programs will now adapt to your season phases.' },
    saveFailedTitle: 'Failed to Save Settings',
    saving: 'Saving Settings...',
    noTeam: 'No team found. Please create a team first.',
    required: {
      preseasonStartDate: 'Pre-season start date is required',
      preseasonEndDate: 'Pre-season end date is required',
      inseasonStartDate: 'In-season start date is required',
      inseasonEndDate: 'In-season end date is required',
    },
  },
  teams: {
    saved: { title: 'Team Updated', description: "Today's training and the season's phases now follow the team's time zone." },
    saveFailedTitle: 'Failed to Update Team',
    saving: 'Saving Team...',
    noTeam: 'No team found. Please create a team first.',
  },
  player: {
    activityFailed: 'Failed to update activity. Please try again.',
    completeFailed: 'Failed to mark training as complete. Please try again.',
    educationRequiredTitle: 'Education Required',
    educationRequiredText: "Complete your previous day's educational content to unlock today's training",
    noTeamTraining: 'No Team Training Today',
  },
  /** The app at training with no signal (docs/decisions/022). */
  offline: {
    banner: "You're offline. What you log is saved on this phone and sent when you're back online.",
    waiting: 'Waiting for signal — will sync',
    savedOnPhone: 'Saved on this phone',
  },
  feedback: {
    missing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
    submitted: 'Feedback Submitted',
    submitFailed: { title: 'Submission Failed', description: 'Please try again or contact support.' },
    updated: 'Feedback Updated',
    noneFound: 'No feedback found',
    selectHint: 'Select feedback to view details',
  },
  contact: { sent: { title: 'Message Sent!', description: "We'll get back to you within 24 hours." } },
  faq: { noResults: 'No questions found matching your search.' },
} as const;

/** The `error` codes of answers the web app acts on (the rest it shows by their message). */
export const ERROR_CODES = {
  /** A request the route's schema or rules refuse (400); the message names the field. */
  badRequest: 'BAD_REQUEST',
  /** The browser gave up waiting for an answer (routes/paths.ts BROWSER_TIMEOUT_MS); no server sends it. */
  clientTimeout: 'CLIENT_TIMEOUT',
  /** Today's training stays locked until the last training day's laws are learned. */
  educationRequired: 'EDUCATION_REQUIRED',
} as const;

/** Server-side error messages shared by services (the text after "status: "). */
export const SERVER_ERRORS = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  educationRequired: "Complete your previous day's educational content to unlock today's training",
  tooManyLoginAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait a few minutes and try again.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  crossOrigin: 'Cross-origin request rejected',
  /** A team's daily quota of program generations (AI_GENERATIONS_PER_TEAM_PER_DAY) is spent. */
  generationQuota: (perDay: number, hours: number) =>
    `Your team has used its ${perDay} program generations for today. Try again in ${hours === 1 ? 'an hour' : `${hours} hours`}.`,
  /** A team's daily quota of SMS (SMS_PER_TEAM_PER_DAY) is spent: the link can still be shared by hand. */
  smsQuota: (perDay: number) => `Your team has sent its ${perDay} text messages for today: share the link yourself instead.`,
  /**
   * The one answer (503) to a call whose part of the app is down or restarting, from the edge (the gateway) and the
   * gateway (a service, REST and GraphQL alike): "The messaging service is unavailable. Please try again shortly."
   */
  unavailable: (part: ServiceName | 'gateway') =>
    `The ${part === 'gateway' ? 'gateway' : `${part.replace(/-/g, ' ')} service`} is unavailable. Please try again shortly.`,
} as const;

/** Display names of the beta feedback types, feature areas and statuses (feedback modal and admin). */
export const FEEDBACK_LABELS = {
  type: {
    bug: 'Bug Report',
    feature: 'Feature Request',
    improvement: 'Improvement Suggestion',
    usability: 'Usability Issue',
    performance: 'Performance Issue',
    general: 'General Feedback',
  },
  feature: {
    'player-management': 'Player Management',
    'training-programs': 'Training Programs',
    'ai-training': 'AI Training',
    'progress-tracking': 'Progress Tracking',
    'team-management': 'Team Management',
    authentication: 'Sign-in & Accounts',
    dashboard: 'Dashboard',
    mobile: 'Mobile Experience',
    other: 'Other',
  },
  status: { new: 'New', reviewing: 'Reviewing', planned: 'Planned', completed: 'Completed', dismissed: 'Dismissed' },
} as const;
