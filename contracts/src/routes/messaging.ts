import { z } from 'zod';
import { LIMITS, MESSAGE_TYPES } from '../domain.ts';
import { defineRoute, idParam } from './define.ts';
import { ROUTE_PATHS } from './paths.ts';

const M = 'messaging' as const;

export const teamMessageSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  type: z.enum(MESSAGE_TYPES),
  title: z.string(),
  message: z.string(),
  isUrgent: z.boolean(),
  createdAt: z.string(),
  sender: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  readCount: z.number().int(),
  totalRecipients: z.number().int(),
  isRead: z.boolean(),
});
export type TeamMessage = z.infer<typeof teamMessageSchema>;

export const sendMessageBody = z.object({
  type: z.enum(MESSAGE_TYPES, { message: `type must be one of: ${MESSAGE_TYPES.join(', ')}` }).default('general'),
  title: z
    .string({ message: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(LIMITS.messageTitleMax, `title must be at most ${LIMITS.messageTitleMax} characters`),
  message: z
    .string({ message: 'message is required' })
    .trim()
    .min(1, 'message is required')
    .max(LIMITS.messageBodyMax, `message must be at most ${LIMITS.messageBodyMax} characters`),
  isUrgent: z.boolean({ message: 'isUrgent must be true or false' }).default(false),
});

export const messagingRoutes = {
  listMessages: defineRoute({
    ...ROUTE_PATHS.listMessages,
    service: M,
    access: 'user',
    feature: 'team messages',
    summary: "The team's messages, newest first (its coaches and players)",
    params: idParam('teamId'),
    response: z.array(teamMessageSchema),
  }),
  sendMessage: defineRoute({
    ...ROUTE_PATHS.sendMessage,
    service: M,
    access: 'coach',
    feature: 'team messages',
    summary: "Send a team message (the team's coaches only)",
    params: idParam('teamId'),
    body: sendMessageBody,
    response: teamMessageSchema,
  }),
  markMessageRead: defineRoute({
    ...ROUTE_PATHS.markMessageRead,
    service: M,
    access: 'user',
    feature: 'team messages',
    summary: 'Mark a message read (idempotent)',
    params: idParam('id'),
    response: z.object({ id: z.string(), readCount: z.number().int(), totalRecipients: z.number().int() }),
  }),
  twilioStatusCallback: defineRoute({
    ...ROUTE_PATHS.twilioStatusCallback,
    service: M,
    access: 'public',
    feature: 'invitations (SMS delivery status)',
    summary: 'Twilio delivery-status callback (signature validated)',
  }),
} as const;
