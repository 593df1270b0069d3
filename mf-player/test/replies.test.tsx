import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarEvent } from '@rugby/contracts/routes/calendar';
import { calendarEvent, calendarTodayBetweenTests } from '@rugby/kit/testing/calendar-fixtures.ts';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it } from 'vitest';
import { PlayerEventItem } from '../src/features/calendar/components/player-event.tsx';
import { TeamMessagesCard } from '../src/features/messages/components/team-messages-card.tsx';
import { fakeApi } from './fake-api.ts';

calendarTodayBetweenTests();

const message = {
  id: 'm1',
  teamId: 't1',
  type: 'general',
  title: 'Kit for Saturday',
  message: 'Bring both jerseys.',
  isUrgent: false,
  createdAt: '2026-11-30T10:00:00.000Z',
  sender: { id: 'c1', firstName: 'Alex', lastName: 'Carter' },
  readCount: 0,
  totalRecipients: 10,
  isRead: true,
};
const counts = (thumbs_up = 0, check = 0, muscle = 0) => ({ thumbs_up, check, muscle });
const summary = (over: Record<string, unknown>) => ({
  subjectId: 'm1',
  counts: counts(),
  mine: [],
  replies: 0,
  threads: 0,
  awaitingCoach: 0,
  lastReplyAt: null,
  ...over,
});
const reply = (id: string, body: string, fromCoach: boolean) => ({
  id,
  authorId: fromCoach ? 'c1' : 'p1',
  authorName: fromCoach ? 'Alex Carter' : 'Sam Taylor',
  body,
  createdAt: '2026-11-30T11:00:00.000Z',
  fromCoach,
});

const event = (over: Partial<CalendarEvent>) => calendarEvent({ displayTitle: 'Tuesday training', location: null, ...over });

describe('replying to and reacting on a team message (player)', () => {
  it('reacts with 👍 (the counts follow the server) and replies in the private thread', async () => {
    let messageSummary = summary({ counts: counts(2, 0, 0) });
    let thread = [reply('r1', 'Is the away kit fine?', false), reply('r2', 'Yes it is.', true)];
    const calls = fakeApi({
      'GET /api/teams/t1/messages': [message],
      'GET /api/teams/t1/reply-summaries': (_: unknown, url: URL) => {
        expect(url.searchParams.get('subjectKind')).toBe('message');
        return { subjectKind: 'message', summaries: [messageSummary] };
      },
      'PUT /api/reactions': (call: { body: { emoji: 'thumbs_up'; on: boolean } }) => {
        messageSummary = summary({ counts: counts(call.body.on ? 3 : 2), mine: call.body.on ? ['thumbs_up'] : [], replies: thread.length });
        return { subjectKind: 'message', subjectId: 'm1', counts: messageSummary.counts, mine: messageSummary.mine };
      },
      'GET /api/threads': (_: unknown, url: URL) => {
        expect([url.searchParams.get('subjectKind'), url.searchParams.get('subjectId'), url.searchParams.get('playerId')]).toEqual(['message', 'm1', null]);
        return { subjectKind: 'message', subjectId: 'm1', threads: [{ playerId: 'p1', playerName: 'Sam Taylor', replies: thread }] };
      },
      'POST /api/threads/replies': (call: { body: { body: string } }) => {
        const posted = reply('r3', call.body.body, false);
        thread = [...thread, posted];
        messageSummary = { ...messageSummary, replies: thread.length };
        return new Response(JSON.stringify({ ...posted, subjectKind: 'message', subjectId: 'm1', playerId: 'p1' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    renderWithProviders(<TeamMessagesCard teamId="t1" />);
    const item = await screen.findByRole('listitem', { name: 'Kit for Saturday' });
    const reactions = within(item).getByRole('group', { name: 'Reactions to Kit for Saturday' });
    const thumbs = await within(reactions).findByRole('button', { name: 'Thumbs up (2)' });
    expect(thumbs).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(thumbs);
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/reactions',
      body: { subjectKind: 'message', subjectId: 'm1', emoji: 'thumbs_up', on: true },
    });
    expect(await within(reactions).findByRole('button', { name: 'Thumbs up (3)' })).toHaveAttribute('aria-pressed', 'true');

    // The thread: the player's own words as "You", the coach's by name.
    await userEvent.click(within(item).getByRole('button', { name: 'Replies (2): Kit for Saturday' }));
    const replies = await within(item).findByRole('list', { name: 'Replies about Kit for Saturday' });
    expect(
      within(replies)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^You · .*Is the away kit fine\?$/), expect.stringMatching(/^Alex Carter · .*Yes it is\.$/)]);

    // An empty reply is not sent.
    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Write something first.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const box = within(item).getByLabelText('Reply to your coaches about Kit for Saturday');
    await userEvent.type(box, '  Thanks coach!  ');
    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/threads/replies',
      body: { subjectKind: 'message', subjectId: 'm1', body: 'Thanks coach!' },
    });
    expect(calls.find((c) => c.method === 'POST')!.body).not.toHaveProperty('playerId');
    expect(await within(replies).findByText('Thanks coach!')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await within(item).findByRole('button', { name: 'Replies (3): Kit for Saturday' })).toBeInTheDocument();
  });
});

describe('replying to and reacting on an event (player)', () => {
  it('takes back a reaction and offers Reply on an upcoming event', async () => {
    let mine: string[] = ['muscle'];
    const calls = fakeApi({
      'GET /api/teams/t1/reply-summaries': () => ({
        subjectKind: 'event',
        summaries: [summary({ subjectId: 'e1', counts: counts(0, 0, mine.length ? 4 : 3), mine })],
      }),
      'PUT /api/reactions': (call: { body: { on: boolean } }) => {
        mine = call.body.on ? ['muscle'] : [];
        return { subjectKind: 'event', subjectId: 'e1', counts: counts(0, 0, mine.length ? 4 : 3), mine };
      },
      'GET /api/threads': { subjectKind: 'event', subjectId: 'e1', threads: [] },
    });
    renderWithProviders(<PlayerEventItem event={event({})} />);
    const muscle = await screen.findByRole('button', { name: 'Ready (4)' });
    expect(muscle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(muscle);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ subjectKind: 'event', subjectId: 'e1', emoji: 'muscle', on: false });
    expect(await screen.findByRole('button', { name: 'Ready (3)' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Reply: Tuesday training' }));
    expect(await screen.findByText('Only you and your coaches see your replies.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/threads?subjectKind=event&subjectId=e1');
  });

  it('shows a cancelled event no reactions, and its conversation only when there is one', async () => {
    fakeApi({ 'GET /api/teams/t1/reply-summaries': { subjectKind: 'event', summaries: [summary({ subjectId: 'e2', replies: 2, threads: 1 })] } });
    renderWithProviders(
      <>
        <PlayerEventItem event={event({ id: 'e1', status: 'cancelled', cancelReason: 'Pitch closed' })} />
        <PlayerEventItem event={event({ id: 'e2', displayTitle: 'Fitness', status: 'cancelled', cancelReason: 'Rain' })} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Replies (2): Fitness' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Reactions/ })).toBeNull();
    expect(within(screen.getByRole('article', { name: /^Tuesday training/ })).queryByRole('button')).toBeNull();
  });
});
