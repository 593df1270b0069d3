import { type messagingRoutes } from '@rugby/contracts';
import { forbidden, markTeamsChanged, type RouteHandlers } from '@rugby/service-kit';
import type { MessagesDomain } from '../domain/messages.ts';
import type { NotificationsDomain } from '../domain/notifications.ts';
import type { OutboundDomain, TwilioStatusCallback } from '../domain/outbound.ts';
import type { RepliesDomain } from '../domain/replies.ts';
import { isValidTwilioSignature, type TwilioConfig } from '../providers/twilio.ts';

export interface HandlerDeps {
  messages: MessagesDomain;
  outbound: OutboundDomain;
  notifications: NotificationsDomain;
  replies: RepliesDomain;
  twilio: TwilioConfig | null;
}

export function messagingHandlers({ messages, outbound, notifications, replies, twilio }: HandlerDeps): RouteHandlers<typeof messagingRoutes> {
  return {
    listMessages: ({ params, identity }) => messages.list(identity, params.teamId),
    sendMessage: async ({ params, body, identity }, { res }) => {
      const sent = await messages.send(identity, params.teamId, body);
      res.status(201);
      return sent;
    },
    markMessageRead: ({ params, identity }) => messages.markRead(identity, params.id),
    twilioStatusCallback: async ({ body }, { req, res }) => {
      const fields = (body ?? {}) as Record<string, string>;
      if (!twilio || !isValidTwilioSignature(twilio, req.header('x-twilio-signature'), req.originalUrl, fields)) {
        throw forbidden('Invalid Twilio signature');
      }
      await outbound.applyTwilioStatus(fields as TwilioStatusCallback);
      res.status(204);
    },
    notificationPushKey: async () => ({ publicKey: await notifications.publicKey() }),
    savePushSubscription: ({ body, identity }) => notifications.subscribe(identity, body),
    deletePushSubscription: async ({ body, identity }) => {
      await notifications.unsubscribe(identity, body);
    },
    notificationSettings: ({ identity }) => notifications.settings(identity),
    saveNotificationSettings: ({ body, identity }) => notifications.saveSettings(identity, body),
    listThreads: ({ query, identity }) => replies.threads(identity, query),
    postReply: async ({ body, identity }, { res }) => {
      const { teamId, reply } = await replies.post(identity, body);
      // The team's pages refresh (the coaches' and the player's; each reads only what it may).
      markTeamsChanged(res, [teamId]);
      res.status(201);
      return reply;
    },
    setReaction: async ({ body, identity }, { res }) => {
      const { teamId, reactions } = await replies.react(identity, body);
      markTeamsChanged(res, [teamId]);
      return reactions;
    },
    replySummaries: ({ params, query, identity }) => replies.summaries(identity, params.teamId, query.subjectKind),
  };
}
