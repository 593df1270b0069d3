import { z } from 'zod';
import { COACH_ROLES, EXPERIENCE_VALUES, INVITE_COACH_ROLES, LIMITS, MATCH_DAYS, POSITIONS, SPECIALIZATIONS, TEAM_ROLES } from '../domain.ts';
import { COPY } from '../copy.ts';
import { defineRoute, idParam, isoDate, messageResponse, optionalText, requiredText, timeZoneField } from './define.ts';
import { ROUTE_PATHS } from './paths.ts';

const T = 'team' as const;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: z.string().nullable(),
  position: z.string().nullable(),
  phone: z.string().nullable().optional(),
  height: z.number().nullable().optional(),
  weight: z.number().nullable().optional(),
  age: z.number().nullable().optional(),
  teamName: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

const email = z
  .string({ message: 'email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'email must be a valid email address' }));
/** A password as registration takes it (LIMITS.passwordMin to 200 characters), with messages naming the field. */
const passwordField = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .min(LIMITS.passwordMin, `${field} must be at least ${LIMITS.passwordMin} characters long`)
    .max(200, `${field} must be at most 200 characters`);
const password = passwordField('password');

export const registerBody = z
  .object({
    email,
    password,
    confirmPassword: z.string().optional(),
    firstName: requiredText('firstName', 100),
    lastName: optionalText('lastName', 100),
    userType: z.enum(['coach', 'player'], { message: "userType must be 'coach' or 'player'" }).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** Changing one's own name and e-mail: the e-mail as registration takes it (trimmed, lowercase, valid). */
export const updateAccountBody = z.object({
  firstName: requiredText('firstName', 100),
  /** Left out: unchanged; empty or null: removed. */
  lastName: optionalText('lastName', 100),
  email,
});

/** Changing one's own password: the current one, and a new one under registration's rules (confirmed when given). */
export const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ message: 'currentPassword is required' })
      .min(1, 'currentPassword is required')
      .max(200, 'currentPassword must be at most 200 characters'),
    newPassword: passwordField('newPassword'),
    confirmPassword: z.string({ message: 'confirmPassword must be a string' }).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const loginBody = z.object({
  email: z.string({ message: 'email is required' }).trim().toLowerCase().min(1, 'email is required'),
  password: z.string({ message: 'password is required' }).min(1, 'password is required'),
});

const specialization = z.enum(SPECIALIZATIONS.map((s) => s.value) as [string, ...string[]], { message: 'specialization is not a valid option' });
const experience = z.enum(EXPERIENCE_VALUES as [string, ...string[]], { message: 'experience is not a valid option' });
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const createCoachBody = z.object({
  name: requiredText('name', 200),
  email: email,
  phone: optionalText('phone', 40),
  address: optionalText('address', 300),
  specialization: z.preprocess(emptyToUndefined, specialization.optional()),
  experience: z.preprocess(emptyToUndefined, experience.optional()),
  teamName: requiredText('teamName', 120),
  teamDescription: optionalText('teamDescription', 2000),
});

export const createCoachResponse = z.object({
  coach: z.object({ id: z.string(), name: z.string() }),
  team: z.object({ id: z.string(), name: z.string(), inviteCode: z.string() }),
});

/**
 * A team in the caller's list: the spec's id and name, and what the Teams page shows (description, time zone, how
 * many players, the caller's role in it).
 */
export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  timeZone: z.string(),
  playerCount: z.number().int(),
  role: z.enum(TEAM_ROLES),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

/** Editing a team: any of its name, description and time zone (at least one). */
export const updateTeamBody = z
  .object({ name: requiredText('name', 120).optional(), description: optionalText('description', 2000), timeZone: timeZoneField().optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined || body.timeZone !== undefined, {
    message: 'Send at least one of name, description, timeZone',
  });

export const seasonSettingsSchema = z.object({
  /** The team's match day (in-season planning: MD-4, MD-1…); Saturday unless set. */
  matchDay: z.enum(MATCH_DAYS, { message: `matchDay must be one of: ${MATCH_DAYS.join(', ')}` }),
  preseasonStartDate: isoDate('preseasonStartDate'),
  preseasonEndDate: isoDate('preseasonEndDate'),
  inseasonStartDate: isoDate('inseasonStartDate'),
  inseasonEndDate: isoDate('inseasonEndDate'),
});
export type SeasonSettings = z.infer<typeof seasonSettingsSchema>;
/**
 * The season settings routes' answer: the settings and when a coach last saved them (ISO timestamp; null while the
 * defaults apply), so the dashboard can tell a coach who has set the season from one who has not.
 */
export const seasonSettingsAnswerSchema = seasonSettingsSchema.extend({ savedAt: z.string().nullable() });
export type SeasonSettingsAnswer = z.infer<typeof seasonSettingsAnswerSchema>;
/** Saving season settings: the match day may be left out (then it stays as it was). */
export const saveSeasonSettingsBody = seasonSettingsSchema.extend({ matchDay: seasonSettingsSchema.shape.matchDay.optional() });

const intField = (field: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: `${field} must be a number` })
      .int(`${field} must be a whole number`)
      .min(min, `${field} must be at least ${min}`)
      .max(max, `${field} must be at most ${max}`)
      .optional(),
  );

export const dashboardSchema = z.object({
  team: z.object({ id: z.string(), name: z.string(), inviteCode: z.string(), playerCount: z.number(), maxPlayers: z.number() }),
  coach: z.object({ name: z.string() }),
  players: z.array(z.object({ id: z.string(), name: z.string(), position: z.string().nullable(), phone: z.string().nullable(), status: z.string() })),
  coaches: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string(), status: z.string() })),
  recentActivity: z.array(z.object({ description: z.string(), timestamp: z.string(), status: z.string() })),
});

export const detailedPlayerSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  position: z.string().nullable(),
  joinedAt: z.string(),
});

export const invitationViewSchema = z.object({
  kind: z.enum(['player', 'coach', 'team']),
  team: z.object({ name: z.string(), playerCount: z.number() }),
  invitedBy: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  playerName: z.string().nullable(),
  playerEmail: z.string().nullable(),
  playerPhone: z.string().nullable(),
  position: z.string().nullable(),
  role: z.enum(TEAM_ROLES).nullable(),
});

export const joinBody = z.object({
  firstName: requiredText('firstName', 100),
  lastName: requiredText('lastName', 100),
  email,
  phone: optionalText('phone', 40),
  position: z.preprocess(emptyToUndefined, z.enum(POSITIONS, { message: `position must be one of: ${POSITIONS.join(', ')}` }).optional()),
  weight: intField('weight', 30, 250),
  height: intField('height', 120, 250),
  password,
});

/** Error texts of the team service's invitation and external sign-in paths (the text after "status: "). */
export const TEAM_ERRORS = {
  invalidInvitation: 'This invitation link is not valid or has expired.',
  joinEmailTaken: 'An account with this email already exists. Sign in and ask your coach for a new link.',
  coachInvitationEmail: 'This coaching staff invitation was sent to another email address. Join with the address the invitation was sent to.',
  teamFull: (maxPlayers: number) => `This team is full: it already has the maximum of ${maxPlayers} players.`,
  tooManyInvitations: 'Too many invitations in a short time. Please wait a few minutes and try again.',
  alreadyOnStaff: 'This coach is already on your coaching staff.',
  noTeam: 'No team found. Please create a team first.',
  playerNotFound: 'Player not found',
  oidcNotConfigured: 'External sign-in is not configured',
  oidcUnavailable: 'The external sign-in provider is not reachable. Please try again later.',
  oidcFailed: 'External sign-in failed. Please try again.',
  oidcFlowMissing: 'Your sign-in attempt expired or was started in another browser. Please try again.',
  wrongCurrentPassword: 'Your current password is not correct',
  noPassword: 'This account has no password: it signs in with the external provider',
  oidcEmailUnverified:
    'Your sign-in provider has not verified your email address, so it cannot be used here. Verify it with the provider or sign in with your password.',
} as const;

/** A required text whose missing/blank message is the form's own copy (e.g. 'Please provide player name and phone number'). */
const requiredWithCopy = (field: string, message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `${field} must be at most ${max} characters`);

/** Outcome of handing an SMS or e-mail to the messaging service (see contracts/src/internal/messaging.ts). */
export const deliveryStatusSchema = z.enum(['sent', 'outbox', 'blocked', 'failed']);

export const createPlayerInvitationBody = z.object({
  playerName: requiredWithCopy('playerName', COPY.invitations.playerMissing.description, 120),
  playerPhone: requiredWithCopy('playerPhone', COPY.invitations.playerMissing.description, 40),
  playerEmail: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .pipe(z.email({ message: 'playerEmail must be a valid email address' }))
      .optional(),
  ),
  position: z.preprocess(emptyToUndefined, z.enum(POSITIONS, { message: `position must be one of: ${POSITIONS.join(', ')}` }).optional()),
  teamId: z.string().max(200).optional(),
});

export const createPlayerInvitationResponse = z.object({
  message: z.string(),
  /** True only when the SMS provider accepted the message. */
  smsSent: z.boolean(),
  inviteLink: z.string(),
  /** 'blocked' → show 'SMS Blocked - Link Ready' and copy the link; 'outbox' / 'failed' → share the link yourself. */
  smsStatus: deliveryStatusSchema,
});

export const createCoachInvitationBody = z.object({
  coachName: requiredWithCopy('coachName', COPY.invitations.coachMissing, 120),
  coachEmail: z
    .string({ message: COPY.invitations.coachMissing })
    .trim()
    .min(1, COPY.invitations.coachMissing)
    .pipe(z.email({ message: 'coachEmail must be a valid email address' })),
  role: z.preprocess(
    emptyToUndefined,
    z.enum(INVITE_COACH_ROLES, { message: `role must be one of: ${INVITE_COACH_ROLES.join(', ')}` }).default('assistant_coach'),
  ),
  teamId: z.string().max(200).optional(),
});

export const createCoachInvitationResponse = z.object({
  message: z.string(),
  emailSent: z.boolean(),
  inviteLink: z.string(),
  emailStatus: deliveryStatusSchema,
});

export const teamRoutes = {
  authUser: defineRoute({
    ...ROUTE_PATHS.authUser,
    service: T,
    access: 'user',
    feature: 'sign-in',
    summary: 'The signed-in user (401 when signed out)',
    response: userSchema,
  }),
  authLogin: defineRoute({
    ...ROUTE_PATHS.authLogin,
    service: T,
    access: 'public',
    feature: 'sign-in',
    summary: 'Sign in with e-mail and password; sets the session cookie',
    body: loginBody,
    response: userSchema,
  }),
  authRegister: defineRoute({
    ...ROUTE_PATHS.authRegister,
    service: T,
    access: 'public',
    feature: 'sign-in',
    summary: 'Create an account with e-mail and password and sign it in',
    body: registerBody,
    response: userSchema,
  }),
  authLogout: defineRoute({
    ...ROUTE_PATHS.authLogout,
    service: T,
    access: 'public',
    feature: 'sign-in',
    summary: 'End the session',
    response: messageResponse,
  }),
  logoutRedirect: defineRoute({
    ...ROUTE_PATHS.logoutRedirect,
    service: T,
    access: 'public',
    feature: 'sign-in',
    summary: 'Browser navigation: end the session and redirect to /',
    redirect: true,
  }),
  oidcLogin: defineRoute({
    ...ROUTE_PATHS.oidcLogin,
    service: T,
    access: 'public',
    feature: 'external sign-in (OIDC)',
    summary: 'Browser navigation: start external sign-in',
    redirect: true,
  }),
  oidcCallback: defineRoute({
    ...ROUTE_PATHS.oidcCallback,
    service: T,
    access: 'public',
    feature: 'external sign-in (OIDC)',
    summary: 'OIDC redirect target',
    redirect: true,
  }),
  authProviders: defineRoute({
    ...ROUTE_PATHS.authProviders,
    service: T,
    access: 'public',
    feature: 'external sign-in (OIDC)',
    summary:
      'Which ways to create an account are available: oidc (the external provider is configured) and testPath (POST /api/coaches/create-test is enabled, never in production)',
    response: z.object({ oidc: z.boolean(), testPath: z.boolean() }),
  }),
  updateAccount: defineRoute({
    ...ROUTE_PATHS.updateAccount,
    service: T,
    access: 'user',
    feature: 'account',
    summary: "Change the signed-in user's own first and last name and e-mail (trimmed, lowercase); 409 when another account uses the e-mail",
    body: updateAccountBody,
    response: userSchema,
  }),
  changePassword: defineRoute({
    ...ROUTE_PATHS.changePassword,
    service: T,
    access: 'user',
    feature: 'account',
    summary:
      "Change the signed-in user's own password: 400 naming currentPassword when it is wrong (failures count like sign-in attempts: 429 with Retry-After); ends the user's other sessions, keeps this one",
    body: changePasswordBody,
    response: messageResponse,
  }),
  createProfile: defineRoute({
    ...ROUTE_PATHS.createProfile,
    service: T,
    access: 'user',
    feature: 'profile setup',
    summary: 'Choose coach or player as the user type',
    body: z.object({ userType: z.enum(['coach', 'player'], { message: "userType must be 'coach' or 'player'" }) }),
    response: userSchema,
  }),
  createCoach: defineRoute({
    ...ROUTE_PATHS.createCoach,
    service: T,
    access: 'user',
    feature: 'coach registration',
    summary: 'Create the coach profile and the team in one step; the caller becomes head coach',
    body: createCoachBody,
    response: createCoachResponse,
  }),
  createCoachTest: defineRoute({
    ...ROUTE_PATHS.createCoachTest,
    service: T,
    access: 'public',
    feature: 'coach registration (test path)',
    summary: 'Test path (ENABLE_TEST_ENDPOINTS=1 only): creates user, coach and team without a session',
    body: createCoachBody,
    response: createCoachResponse,
  }),
  playerProfile: defineRoute({
    ...ROUTE_PATHS.playerProfile,
    service: T,
    access: 'user',
    feature: 'profile setup',
    summary: 'Create or update the player profile',
    body: z.object({
      position: z.enum(POSITIONS, { message: `position must be one of: ${POSITIONS.join(', ')}` }),
      height: z
        .number({ message: 'height is required' })
        .int('height must be a whole number')
        .min(100, 'height must be at least 100')
        .max(250, 'height must be at most 250'),
      weight: z
        .number({ message: 'weight is required' })
        .int('weight must be a whole number')
        .min(30, 'weight must be at least 30')
        .max(250, 'weight must be at most 250'),
      age: z.number().int('age must be a whole number').min(10, 'age must be at least 10').max(100, 'age must be at most 100').nullable().optional(),
    }),
    response: userSchema,
  }),
  coachProfile: defineRoute({
    ...ROUTE_PATHS.coachProfile,
    service: T,
    access: 'user',
    feature: 'profile setup',
    summary: 'Create the coach profile (and a team when teamName is given)',
    body: z.object({ teamName: optionalText('teamName', 120) }),
    response: userSchema,
  }),
  coachDashboard: defineRoute({
    ...ROUTE_PATHS.coachDashboard,
    service: T,
    access: 'coach',
    feature: 'coach dashboard',
    summary: "The coach's team (the first they coach, or ?teamId=), squad, staff and recent activity",
    query: z.object({ teamId: z.string().min(1, 'teamId must not be empty').max(200, 'teamId is too long').optional() }),
    response: dashboardSchema,
  }),
  teams: defineRoute({
    ...ROUTE_PATHS.teams,
    service: T,
    access: 'user',
    feature: 'teams',
    summary: "The caller's teams (coaches: teams they coach; players: their team)",
    response: z.array(teamSummarySchema),
  }),
  updateTeam: defineRoute({
    ...ROUTE_PATHS.updateTeam,
    service: T,
    access: 'coach',
    feature: 'teams',
    summary: "Edit a team's name, description or time zone (its calendar dates: today, the season's phases); its coaches only",
    params: idParam('teamId'),
    body: updateTeamBody,
    response: teamSummarySchema,
  }),
  rotateInviteCode: defineRoute({
    ...ROUTE_PATHS.rotateInviteCode,
    service: T,
    access: 'coach',
    feature: 'invitations',
    summary: "Replace the team's reusable invite code: the old join link stops working (personal invitations are not affected)",
    params: idParam('teamId'),
    response: z.object({ inviteCode: z.string() }),
  }),
  getSeasonSettings: defineRoute({
    ...ROUTE_PATHS.getSeasonSettings,
    service: T,
    access: 'coach',
    feature: 'season settings',
    summary: "The team's season phases (defaults until saved) and when a coach saved them (savedAt: null while the defaults apply)",
    params: idParam('teamId'),
    response: seasonSettingsAnswerSchema,
  }),
  saveSeasonSettings: defineRoute({
    ...ROUTE_PATHS.saveSeasonSettings,
    service: T,
    access: 'coach',
    feature: 'season settings',
    summary: "Save the team's season phases (and optionally its match day)",
    params: idParam('teamId'),
    body: saveSeasonSettingsBody,
    response: seasonSettingsAnswerSchema,
  }),
  playersDetailed: defineRoute({
    ...ROUTE_PATHS.playersDetailed,
    service: T,
    access: 'coach',
    feature: 'squad management',
    summary: "The team's players with details",
    params: idParam('teamId'),
    response: z.object({ players: z.array(detailedPlayerSchema) }),
  }),
  updatePlayerDetails: defineRoute({
    ...ROUTE_PATHS.updatePlayerDetails,
    service: T,
    access: 'coach',
    feature: 'squad management',
    summary: "Edit a player's height, weight, position and phone",
    params: idParam('playerId'),
    body: z.object({
      height: intField('height', 100, 250).nullable(),
      weight: intField('weight', 30, 250).nullable(),
      position: optionalText('position', 40),
      phone: optionalText('phone', 40),
    }),
    response: detailedPlayerSchema,
  }),
  createPlayerInvitation: defineRoute({
    ...ROUTE_PATHS.createPlayerInvitation,
    service: T,
    access: 'coach',
    feature: 'invitations',
    summary: 'Invite a player (SMS through the messaging service) and return the join link',
    body: createPlayerInvitationBody,
    response: createPlayerInvitationResponse,
  }),
  createCoachInvitation: defineRoute({
    ...ROUTE_PATHS.createCoachInvitation,
    service: T,
    access: 'coach',
    feature: 'invitations',
    summary: 'Invite a coach to the staff by e-mail and return the join link',
    body: createCoachInvitationBody,
    response: createCoachInvitationResponse,
  }),
  getInvitation: defineRoute({
    ...ROUTE_PATHS.getInvitation,
    service: T,
    access: 'public',
    feature: 'invitations',
    summary: 'The invitation behind a join link',
    params: idParam('inviteCode'),
    response: invitationViewSchema,
  }),
  joinInvitation: defineRoute({
    ...ROUTE_PATHS.joinInvitation,
    service: T,
    access: 'public',
    feature: 'invitations',
    summary: 'Create an account and join the team',
    params: idParam('inviteCode'),
    body: joinBody,
    response: z.object({ message: z.string(), teamId: z.string(), userId: z.string() }),
  }),
  playerTeam: defineRoute({
    ...ROUTE_PATHS.playerTeam,
    service: T,
    access: 'user',
    feature: 'player team',
    summary: "The signed-in player's team",
    response: z.object({ teamId: z.string().nullable() }),
  }),
} as const;

export { COACH_ROLES };
