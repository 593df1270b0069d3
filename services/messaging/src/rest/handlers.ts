import { type messagingRoutes } from '@rugby/contracts';
import { forbidden, type RouteHandlers } from '@rugby/service-kit';
import type { MessagesDomain } from '../domain/messages.ts';
import type { OutboundDomain, TwilioStatusCallback } from '../domain/outbound.ts';
import { isValidTwilioSignature, type TwilioConfig } from '../providers/twilio.ts';

export interface HandlerDeps {
  messages: MessagesDomain;
  outbound: OutboundDomain;
  twilio: TwilioConfig | null;
}

export function messagingHandlers({ messages, outbound, twilio }: HandlerDeps): RouteHandlers<typeof messagingRoutes> {
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
  };
}
