import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarEvent, calendarTodayBetweenTests, harlequinsAtHome } from '@rugby/kit/testing/calendar-fixtures.ts';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it } from 'vitest';
import { EventCard } from '../src/features/calendar/components/event-card.tsx';
import { MessageList } from '../src/features/messages/components/message-list.tsx';
import { fakeRoutes } from './fake-routes.ts';

calendarTodayBetweenTests();

const message = {
  id: 'm1',
  teamId: 't',
  type: 'general',
  title: 'Kit for Saturday',
  message: 'Bring both jerseys.',
  isUrgent: false,
  createdAt: '2026-11-30T10:00:00.000Z',
  sender: { id: 'c1', firstName: 'Alex', lastName: 'Carter' },
  readCount: 3,
  totalRecipients: 10,
  isRead: true,
};
const counts = (thumbs_up = 0, check = 0, muscle = 0) => ({ thumbs_up, check, muscle });
const reply = (id: string, authorId: string, authorName: string, body: string, fromCoach: boolean) => ({
  id,
  authorId,
  authorName,
  body,
  createdAt: '2026-11-30T11:00:00.000Z',
  fromCoach,
});

describe("a coach answers players' replies and reacts (messages)", () => {
  it('shows who waits for an answer, each player’s private thread, and answers one player by id', async () => {
    let threads = [
      { playerId: 'p2', playerName: 'Rob Lee', replies: [reply('r2', 'p2', 'Rob Lee', 'I only have one jersey.', false)] },
      {
        playerId: 'p1',
        playerName: 'Sam Taylor',
        replies: [reply('r1', 'p1', 'Sam Taylor', 'Is the away kit fine?', false), reply('r3', 'c1', 'Alex Carter', 'Yes.', true)],
      },
    ];
    let mine: string[] = [];
    const summaries = () => ({
      subjectKind: 'message',
      summaries: [
        {
          subjectId: 'm1',
          counts: counts(0, 5 + mine.length, 0),
          mine,
          replies: threads.reduce((n, t) => n + t.replies.length, 0),
          threads: threads.length,
          awaitingCoach: threads.filter((t) => !t.replies.at(-1)!.fromCoach).length,
          lastReplyAt: null,
        },
      ],
    });
    const calls = fakeRoutes({
      'GET /api/teams/t/messages': () => json([message]),
      'GET /api/teams/t/reply-summaries': () => json(summaries()),
      'GET /api/threads': (_, url) => {
        expect([url.searchParams.get('subjectKind'), url.searchParams.get('subjectId')]).toEqual(['message', 'm1']);
        return json({ subjectKind: 'message', subjectId: 'm1', threads });
      },
      'POST /api/threads/replies': (call) => {
        const body = call.body as { playerId: string; body: string };
        const posted = reply('r4', 'c1', 'Alex Carter', body.body, true);
        threads = threads.map((t) => (t.playerId === body.playerId ? { ...t, replies: [...t.replies, posted] } : t));
        return json({ ...posted, subjectKind: 'message', subjectId: 'm1', playerId: body.playerId }, 201);
      },
      'PUT /api/reactions': (call) => {
        const body = call.body as { on: boolean };
        mine = body.on ? ['check'] : [];
        return json({ subjectKind: 'message', subjectId: 'm1', counts: counts(0, 5 + mine.length, 0), mine });
      },
    });
    renderWithProviders(<MessageList teamId="t" />);
    const item = await screen.findByRole('article', { name: 'Kit for Saturday' });
    expect(await within(item).findByText('1 to answer')).toBeInTheDocument();

    // React: ✅ on.
    await userEvent.click(within(item).getByRole('button', { name: 'Got it (5)' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/reactions',
      body: { subjectKind: 'message', subjectId: 'm1', emoji: 'check', on: true },
    });
    expect(await within(item).findByRole('button', { name: 'Got it (6)' })).toHaveAttribute('aria-pressed', 'true');

    // Every player's thread, each with its own answer box.
    await userEvent.click(within(item).getByRole('button', { name: 'Replies (3): Kit for Saturday' }));
    const list = await within(item).findByRole('list', { name: 'Replies about Kit for Saturday' });
    const rob = within(list).getByRole('region', { name: 'Thread with Rob Lee' });
    expect(within(rob).getByText('I only have one jersey.')).toBeInTheDocument();
    expect(within(rob).queryByText('Is the away kit fine?')).toBeNull();
    expect(within(list).getByRole('region', { name: 'Thread with Sam Taylor' })).toHaveTextContent('Is the away kit fine?');

    await userEvent.click(within(rob).getByRole('button', { name: 'Answer Rob Lee' }));
    expect(within(rob).getByRole('alert')).toHaveTextContent('Write your answer first.');
    await userEvent.type(within(rob).getByLabelText('Answer Rob Lee'), 'Borrow one from the club.');
    await userEvent.click(within(rob).getByRole('button', { name: 'Answer Rob Lee' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/threads/replies',
      body: { subjectKind: 'message', subjectId: 'm1', playerId: 'p2', body: 'Borrow one from the club.' },
    });
    expect(await within(rob).findByText('Borrow one from the club.')).toBeInTheDocument();
    // Nobody waits any more.
    expect(await within(item).findByRole('button', { name: 'Replies (4): Kit for Saturday' })).toBeInTheDocument();
    expect(within(item).queryByText(/to answer$/)).toBeNull();
  });
});

describe('reactions on an event (coach calendar)', () => {
  const event = calendarEvent({ ...harlequinsAtHome, teamId: 't', location: null });

  it('gives a 💪 on an event and lists no threads yet', async () => {
    const calls = fakeRoutes({
      'GET /api/teams/t/reply-summaries': (_, url) => {
        expect(url.searchParams.get('subjectKind')).toBe('event');
        return json({ subjectKind: 'event', summaries: [] });
      },
      'PUT /api/reactions': () => json({ subjectKind: 'event', subjectId: 'e1', counts: counts(0, 0, 1), mine: ['muscle'] }),
      'GET /api/threads': () => json({ subjectKind: 'event', subjectId: 'e1', threads: [] }),
    });
    renderWithProviders(<EventCard event={event} onAction={() => {}} />);
    const card = await screen.findByRole('article', { name: /^vs Harlequins/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Ready (0)' }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ subjectKind: 'event', subjectId: 'e1', emoji: 'muscle', on: true });
    await userEvent.click(within(card).getByRole('button', { name: 'Replies (0): vs Harlequins' }));
    expect(await within(card).findByText(/^No replies yet/)).toBeInTheDocument();
  });
});
