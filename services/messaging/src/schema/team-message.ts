import { MESSAGE_TYPES, type Identity, type TeamMessage } from '@rugby/contracts';
import { unauthorized } from '@rugby/service-kit';
import { builder, type MessagingContext } from '../builder.ts';

const signedIn = (ctx: MessagingContext): Identity => {
  if (!ctx.identity) throw unauthorized();
  return ctx.identity;
};

const TeamMessageType = builder.enumType('TeamMessageType', { values: MESSAGE_TYPES });

const TeamMessageSender = builder.objectRef<TeamMessage['sender']>('TeamMessageSender').implement({
  description: 'The coach who sent a message, named as at send time.',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
  }),
});

export const TeamMessageRef = builder.objectRef<TeamMessage>('TeamMessage').implement({
  description: "A coach's message to the whole team, with its read receipts.",
  fields: (t) => ({
    id: t.exposeID('id'),
    teamId: t.exposeID('teamId'),
    type: t.field({ type: TeamMessageType, resolve: (m) => m.type }),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    isUrgent: t.exposeBoolean('isUrgent'),
    createdAt: t.exposeString('createdAt'),
    sender: t.field({ type: TeamMessageSender, resolve: (m) => m.sender }),
    readCount: t.exposeInt('readCount', { description: 'Distinct readers among the recipients.' }),
    totalRecipients: t.exposeInt('totalRecipients', { description: 'Team members other than the sender at send time.' }),
    isRead: t.exposeBoolean('isRead', { description: 'Whether the caller has read it (always true for its sender).' }),
  }),
});

/** The messaging service's part of the Team entity, merged by the gateway on `id`. */
const TeamRef = builder.objectRef<{ id: string }>('Team').implement({
  directives: { key: { selectionSet: '{ id }' } },
  fields: (t) => ({
    id: t.exposeID('id'),
    messages: t.field({
      type: [TeamMessageRef],
      // Nullable across services: an error here (not a member, messaging down) leaves the rest of the Team intact.
      nullable: { list: true, items: false },
      description: "The team's messages, newest first (its coaches and players only; an error for anyone else).",
      resolve: (team, _args, ctx) => ctx.messages.list(signedIn(ctx), team.id),
    }),
  }),
});

builder.queryType({
  fields: (t) => ({
    _messagingTeamsByIds: t.field({
      type: [TeamRef],
      nullable: { list: false, items: true },
      description: 'Merge entry point for the gateway: Team stubs in key order.',
      directives: { merge: { keyField: 'id' } },
      args: { ids: t.arg.idList({ required: true }) },
      resolve: (_root, { ids }) => ids.map((id) => ({ id: String(id) })),
    }),
  }),
});

const SendTeamMessageInput = builder.inputType('SendTeamMessageInput', {
  fields: (t) => ({
    type: t.field({ type: TeamMessageType, required: false }),
    title: t.string({ required: true }),
    message: t.string({ required: true }),
    isUrgent: t.boolean({ required: false }),
  }),
});

const MessageReadReceipt = builder.objectRef<{ id: string; readCount: number; totalRecipients: number }>('MessageReadReceipt').implement({
  fields: (t) => ({ id: t.exposeID('id'), readCount: t.exposeInt('readCount'), totalRecipients: t.exposeInt('totalRecipients') }),
});

builder.mutationType({
  fields: (t) => ({
    sendTeamMessage: t.field({
      type: TeamMessageRef,
      description: "Sends a message to the whole team (the team's coaches only).",
      args: { teamId: t.arg.id({ required: true }), input: t.arg({ type: SendTeamMessageInput, required: true }) },
      resolve: (_root, { teamId, input }, ctx) =>
        ctx.messages.send(signedIn(ctx), String(teamId), {
          type: input.type ?? undefined,
          title: input.title,
          message: input.message,
          isUrgent: input.isUrgent ?? undefined,
        }),
    }),
    markMessageRead: t.field({
      type: MessageReadReceipt,
      description: 'Marks a message read for the caller (idempotent).',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => ctx.messages.markRead(signedIn(ctx), String(id)),
    }),
  }),
});
