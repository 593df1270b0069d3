import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Database } from '@rugby/service-kit';
import { createTestDatabase, identityHeaders } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { coachA, coachB, fakeTeamService, migrations, playerA1, playerB } from './support.ts';

let db: Database;
let built: ReturnType<typeof buildApp>;
const team = fakeTeamService();

beforeAll(async () => {
  db = await createTestDatabase('messaging_graphql', migrations);
  built = buildApp({ db, log: createLogger('messaging-test'), team: team.client, twilio: null, smtp: null });
});
afterAll(async () => {
  await built.close();
  await db.close();
});

const gql = async (query: string, variables: object = {}, who?: Parameters<typeof identityHeaders>[0]) =>
  (
    await request(built.app)
      .post('/graphql')
      .set(who ? await identityHeaders(who) : {})
      .send({ query, variables })
  ).body;

const SEND =
  'mutation($teamId: ID!, $input: SendTeamMessageInput!) { sendTeamMessage(teamId: $teamId, input: $input) { id type title isUrgent readCount totalRecipients isRead sender { id firstName lastName } } }';
const TEAMS = 'query($ids: [ID!]!) { _messagingTeamsByIds(ids: $ids) { id messages { id title readCount totalRecipients isRead } } }';

describe('messaging subgraph', () => {
  it('sends through the same rules as REST', async () => {
    const sent = await gql(
      SEND,
      { teamId: 'team-a', input: { type: 'training_update', title: ' Lineouts ', message: 'Bring the lifting blocks.', isUrgent: true } },
      coachA,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendTeamMessage).toMatchObject({
      type: 'training_update',
      title: 'Lineouts',
      isUrgent: true,
      readCount: 0,
      totalRecipients: 3,
      isRead: true,
      sender: { id: 'coach-a', firstName: 'Alex', lastName: 'Carter' },
    });
    expect(team.activities.at(-1)?.description).toBe('Message sent: Lineouts');

    const invalid = await gql(SEND, { teamId: 'team-a', input: { title: '  ', message: 'x' } }, coachA);
    expect(invalid.errors[0]).toMatchObject({ message: 'title is required', extensions: { code: 'BAD_REQUEST' } });
    const byPlayer = await gql(SEND, { teamId: 'team-a', input: { title: 't', message: 'm' } }, playerA1);
    expect(byPlayer.errors[0].extensions.code).toBe('FORBIDDEN');
    const foreign = await gql(SEND, { teamId: 'team-a', input: { title: 't', message: 'm' } }, coachB);
    expect(foreign.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await gql(SEND, { teamId: 'team-a', input: { title: 't', message: 'm' } });
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('resolves Team.messages through the merge entry point, only for members, in key order', async () => {
    const res = await gql(TEAMS, { ids: ['team-a', 'team-b'] }, playerA1);
    expect(res.data._messagingTeamsByIds[0]).toMatchObject({
      id: 'team-a',
      messages: [{ title: 'Lineouts', readCount: 0, totalRecipients: 3, isRead: false }],
    });
    expect(res.data._messagingTeamsByIds[1]).toEqual({ id: 'team-b', messages: null });
    expect(res.errors).toEqual([expect.objectContaining({ path: ['_messagingTeamsByIds', 1, 'messages'], extensions: { code: 'FORBIDDEN' } })]);

    const own = await gql(TEAMS, { ids: ['team-b'] }, playerB);
    expect(own.data._messagingTeamsByIds).toEqual([{ id: 'team-b', messages: [] }]);
    const anonymous = await gql(TEAMS, { ids: ['team-a'] });
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('marks a message read idempotently', async () => {
    const [message] = (await gql(TEAMS, { ids: ['team-a'] }, coachA)).data._messagingTeamsByIds[0].messages;
    const MARK = 'mutation($id: ID!) { markMessageRead(id: $id) { id readCount totalRecipients } }';
    expect((await gql(MARK, { id: message.id }, playerA1)).data.markMessageRead).toEqual({ id: message.id, readCount: 1, totalRecipients: 3 });
    expect((await gql(MARK, { id: message.id }, playerA1)).data.markMessageRead.readCount).toBe(1);
    expect((await gql(MARK, { id: message.id }, playerB)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(MARK, { id: 'nope' }, playerA1)).errors[0]).toMatchObject({ message: 'Message not found', extensions: { code: 'NOT_FOUND' } });
    const after = await gql(TEAMS, { ids: ['team-a'] }, playerA1);
    expect(after.data._messagingTeamsByIds[0].messages[0]).toMatchObject({ readCount: 1, isRead: true });
  });

  it('serves its SDL with the stitching directives', async () => {
    const sdl: string = (await gql('{ _sdl }')).data._sdl;
    expect(sdl).toMatch(/type Team @key\(selectionSet: "\{ id \}"\)/);
    expect(sdl).toContain('_messagingTeamsByIds(ids: [ID!]!): [Team]! @merge(keyField: "id")');
    expect(sdl).toMatch(/messages: \[TeamMessage!\]\n/);
    expect(sdl).toContain('type TeamMessage');
    expect(sdl).toContain('directive @merge');
  });
});
