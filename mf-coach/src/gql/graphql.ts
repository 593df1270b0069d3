/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: any; output: any; }
};

/** A program approved by a coach of the team. */
export type ApprovedProgram = {
  approvedAt: Scalars['String']['output'];
  customizationPrompt?: Maybe<Scalars['String']['output']>;
  /** The program as a structured document (the same one the REST list answers); programContent is its text. */
  document: Scalars['JSONObject']['output'];
  id: Scalars['ID']['output'];
  isPushed: Scalars['Boolean']['output'];
  programContent: Scalars['String']['output'];
  programTitle: Scalars['String']['output'];
  programType: Scalars['String']['output'];
  pushedAt?: Maybe<Scalars['String']['output']>;
  teamId: Scalars['ID']['output'];
};

export type DayProgress = {
  completed: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  isComplete: Scalars['Boolean']['output'];
  percent: Scalars['Int']['output'];
  planned: Scalars['Int']['output'];
};

/** An elite program style: original content inspired by a national playing style (not an official program). */
export type EliteProgram = {
  country: Scalars['String']['output'];
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  themes: Array<Scalars['String']['output']>;
  /** One of: all-blacks, springboks, england, ireland, france, australia, wales, scotland, argentina, japan, fiji */
  type: Scalars['String']['output'];
};

/** Beta feedback about the product. */
export type Feedback = {
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  feature?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  page?: Maybe<Scalars['String']['output']>;
  rating: Scalars['Int']['output'];
  response?: Maybe<Scalars['String']['output']>;
  status: FeedbackStatus;
  title: Scalars['String']['output'];
  type: FeedbackType;
  updatedAt: Scalars['String']['output'];
};

export type FeedbackSettableStatus =
  | 'completed'
  | 'dismissed'
  | 'planned'
  | 'reviewing';

export type FeedbackStatus =
  | 'completed'
  | 'dismissed'
  | 'new'
  | 'planned'
  | 'reviewing';

export type FeedbackStatusFilter =
  | 'all'
  | 'completed'
  | 'dismissed'
  | 'new'
  | 'planned'
  | 'reviewing';

export type FeedbackType =
  | 'bug'
  | 'feature'
  | 'general'
  | 'improvement'
  | 'performance'
  | 'usability';

export type InvitationTeam = {
  name: Scalars['String']['output'];
  playerCount: Scalars['Int']['output'];
};

/** What a join link (/join/<code>) offers: a personal player or coach invitation, or the team's reusable code. */
export type InvitationView = {
  invitedBy: InvitedBy;
  /** 'player' | 'coach' | 'team' */
  kind: Scalars['String']['output'];
  playerEmail?: Maybe<Scalars['String']['output']>;
  playerName?: Maybe<Scalars['String']['output']>;
  playerPhone?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['String']['output']>;
  role?: Maybe<Scalars['String']['output']>;
  team: InvitationTeam;
};

export type InvitedBy = {
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
};

/** A rugby law from the laws library. */
export type Law = {
  category: Scalars['String']['output'];
  content: Scalars['String']['output'];
  difficulty: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lawNumber: Scalars['Int']['output'];
  question?: Maybe<LawQuestion>;
  /** A law learned on an earlier day, back for review with its question. */
  review: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  viewed: Scalars['Boolean']['output'];
};

/** A law's one-question check ('what happens next?'); answered with REST POST /api/player/answer-law. */
export type LawQuestion = {
  options: Array<LawQuestionOption>;
  prompt: Scalars['String']['output'];
};

export type LawQuestionOption = {
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type MessageReadReceipt = {
  id: Scalars['ID']['output'];
  readCount: Scalars['Int']['output'];
  totalRecipients: Scalars['Int']['output'];
};

export type Mutation = {
  /** Marks a message read for the caller (idempotent). */
  markMessageRead: MessageReadReceipt;
  /** Sends a message to the whole team (the team's coaches only). */
  sendTeamMessage: TeamMessage;
  submitFeedback: Feedback;
  updateFeedback: Feedback;
};


export type MutationMarkMessageReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendTeamMessageArgs = {
  input: SendTeamMessageInput;
  teamId: Scalars['ID']['input'];
};


export type MutationSubmitFeedbackArgs = {
  input: SubmitFeedbackInput;
};


export type MutationUpdateFeedbackArgs = {
  id: Scalars['ID']['input'];
  response?: InputMaybe<Scalars['String']['input']>;
  status: FeedbackSettableStatus;
};

/** An activity of a player's day (warmup, strength, conditioning, skills, laws, cooldown or other). */
export type PlayerActivity = {
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Minutes. */
  duration: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PlayerProgress = {
  today: DayProgress;
  week: WeekProgress;
};

export type Query = {
  /** Merge entry point for the gateway: Team stubs in key order. */
  _messagingTeamsByIds: Array<Maybe<Team>>;
  /** Merge entry point for the gateway: Team stubs in key order. */
  _programTeamsByIds: Array<Maybe<Team>>;
  /** One elite program style by type (null for an unknown type). */
  eliteProgram?: Maybe<EliteProgram>;
  /** The eleven elite program styles, in catalogue order. */
  elitePrograms: Array<EliteProgram>;
  /** Feedback visible to the signed-in coach (their team and themselves; product admins see all), newest first. */
  feedback: Array<Feedback>;
  /** The invitation behind a join link (public); null when the code is unknown, used or expired. */
  invitation?: Maybe<InvitationView>;
  /** The signed-in user; null when signed out. */
  me?: Maybe<User>;
  /** Today's laws for the laws popup, in order, with viewed. */
  myLawsToday: Array<Law>;
  /** The signed-in player's progress for a week (default this Monday-Sunday) and today. */
  myProgress: PlayerProgress;
  /** This week and the weeks before it (weeks 1-12, default 5), oldest first. */
  myProgressHistory: Array<WeekProgress>;
  /** The signed-in user's teams (any role), oldest membership first. */
  myTeams: Array<Team>;
  /** The signed-in player's activities for a day (default today); fails with the education-required message while the gate is closed. */
  myTraining: Array<TrainingLogEntry>;
  /** The recovery tip of the day (signed-in users). */
  recoveryTipOfTheDay: RecoveryTip;
  /** A team the signed-in user belongs to; null otherwise. */
  team?: Maybe<Team>;
  /** Merge entry point for the gateway: teams by id in key order, null for unknown ids. */
  teamsByIds: Array<Maybe<Team>>;
};


export type Query_MessagingTeamsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type Query_ProgramTeamsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryEliteProgramArgs = {
  type: Scalars['String']['input'];
};


export type QueryFeedbackArgs = {
  status?: InputMaybe<FeedbackStatusFilter>;
};


export type QueryInvitationArgs = {
  code: Scalars['String']['input'];
};


export type QueryMyProgressArgs = {
  weekEnd?: InputMaybe<Scalars['String']['input']>;
  weekStart?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyProgressHistoryArgs = {
  weeks?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyTrainingArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTeamsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};

export type RecoveryTip = {
  category: Scalars['String']['output'];
  content: Scalars['String']['output'];
  duration: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type SendTeamMessageInput = {
  isUrgent?: InputMaybe<Scalars['Boolean']['input']>;
  message: Scalars['String']['input'];
  title: Scalars['String']['input'];
  type?: InputMaybe<TeamMessageType>;
};

export type SubmitFeedbackInput = {
  description: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  feature?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['String']['input']>;
  rating?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
  type: FeedbackType;
};

/** A rugby team. Other subgraphs extend it (messages, programs) through their own merge entry points. */
export type Team = {
  /** The team's approved programs, newest first (only the team's coaches). */
  approvedPrograms?: Maybe<Array<ApprovedProgram>>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The reusable team join code (/join/<code>); only the team's coaches see it, null for everyone else. */
  inviteCode?: Maybe<Scalars['String']['output']>;
  maxPlayers: Scalars['Int']['output'];
  /** Coaches and players; visible to the team's members only. */
  members: Array<TeamMember>;
  /** The team's messages, newest first (its coaches and players only; an error for anyone else). */
  messages?: Maybe<Array<TeamMessage>>;
  name: Scalars['String']['output'];
  playerCount: Scalars['Int']['output'];
};

/** An active member of a team with their role. */
export type TeamMember = {
  joinedAt: Scalars['String']['output'];
  role: TeamRole;
  user: User;
};

/** A coach's message to the whole team, with its read receipts. */
export type TeamMessage = {
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether the caller has read it (always true for its sender). */
  isRead: Scalars['Boolean']['output'];
  isUrgent: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  /** Distinct readers among the recipients. */
  readCount: Scalars['Int']['output'];
  sender: TeamMessageSender;
  teamId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** Team members other than the sender at send time. */
  totalRecipients: Scalars['Int']['output'];
  type: TeamMessageType;
};

/** The coach who sent a message, named as at send time. */
export type TeamMessageSender = {
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
};

export type TeamMessageType =
  | 'announcement'
  | 'general'
  | 'training_update'
  | 'urgent';

export type TeamRole =
  | 'analyst'
  | 'assistant_coach'
  | 'fitness_trainer'
  | 'head_coach'
  | 'player'
  | 'skills_coach';

/** One activity of the player's day and whether it is done (REST: GET /api/player/training). */
export type TrainingLogEntry = {
  activity: PlayerActivity;
  completed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

/** A person with an account: a coach or a player. */
export type User = {
  /** The user's e-mail: for the user themself and for the coaches of their team; null for other team members. */
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['String']['output']>;
  /** 'coach', 'player', or null until a profile type is chosen. */
  userType?: Maybe<Scalars['String']['output']>;
};

/** A week of progress: progress is the percent of planned items (activities and team training) completed. */
export type WeekProgress = {
  completed: Scalars['Int']['output'];
  /** Training days (empty in history). */
  days: Array<DayProgress>;
  daysCompleted: Scalars['Int']['output'];
  planned: Scalars['Int']['output'];
  progress: Scalars['Int']['output'];
  trainingDays: Scalars['Int']['output'];
  weekEnd: Scalars['String']['output'];
  weekStart: Scalars['String']['output'];
};

export type MyTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTeamsQuery = { myTeams: Array<{ id: string, name: string }> };

export type EliteProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type EliteProgramsQuery = { elitePrograms: Array<{ type: string, name: string, country: string, description: string, themes: Array<string> }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const MyTeamsDocument = new TypedDocumentString(`
    query MyTeams {
  myTeams {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<MyTeamsQuery, MyTeamsQueryVariables>;
export const EliteProgramsDocument = new TypedDocumentString(`
    query ElitePrograms {
  elitePrograms {
    type
    name
    country
    description
    themes
  }
}
    `) as unknown as TypedDocumentString<EliteProgramsQuery, EliteProgramsQueryVariables>;