import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarEvent } from '@rugby/contracts/routes/calendar';
import { calendarEvent, calendarTodayBetweenTests, fitnessCancelled, harlequinsAtHome } from '@rugby/kit/testing/calendar-fixtures.ts';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it } from 'vitest';
import { CalendarTab } from '../src/features/calendar/components/calendar-tab.tsx';
import { fakeRoutes, type RouteHandler } from './fake-routes.ts';

// Tuesday 1 December 2026, 13:00 in Auckland (the team's time zone); the browser's clock only decides what has started.
calendarTodayBetweenTests();

const counts = (available: number, unavailable: number, maybe: number, noResponse: number) => ({ available, unavailable, maybe, noResponse });
/** An event of team t as the coach reads it (with the squad's answers). */
const event = (over: Partial<CalendarEvent>) => calendarEvent({ teamId: 't', availabilityCounts: counts(10, 1, 2, 12), ...over });

const match = event({ ...harlequinsAtHome, id: 'e-match', competition: 'Premiership', availabilityCounts: counts(12, 3, 2, 8) });
const session = event({ id: 'e-session', seriesId: 's1' });
const cancelled = event({ ...fitnessCancelled, id: 'e-cancelled' });
const past = event({ id: 'e-past', date: '2026-11-26', startsAt: '2026-11-26T05:30:00.000Z', endsAt: '2026-11-26T07:00:00.000Z' });

const upcoming = { timeZone: 'Pacific/Auckland', from: '2026-12-01', to: '2027-01-26', events: [session, match, cancelled] };
const recent = { timeZone: 'Pacific/Auckland', from: '2026-11-17', to: '2026-11-30', events: [past] };
const programDays = {
  teamId: 't',
  from: '2026-11-17',
  to: '2027-01-26',
  days: [
    { date: '2026-12-03', programId: 'pr1', programName: 'In-season block', dayNumber: 3, theme: 'Power & contact', matchDayRole: 'MD-2', minutes: 75 },
    { date: '2026-12-05', programId: 'pr1', programName: 'In-season block', dayNumber: 4, theme: 'Recovery', matchDayRole: 'MD', minutes: 30 },
  ],
};
const feeds = { personal: 'https://rugby.test/calendar/p-token.ics', team: 'https://rugby.test/calendar/t-token.ics' };

/** The team's calendar as the server answers it; `overrides` answer 'METHOD /path' calls (queries included in the key when given). */
function renderTab(overrides: Record<string, RouteHandler> = {}) {
  const calls = fakeRoutes({
    'GET /api/teams/t/events': (_, url) => json(url.searchParams.get('from') ? recent : upcoming),
    'GET /api/teams/t/calendar-feeds': () => json(feeds),
    'GET /api/teams/t/program-days': () => json(programDays),
    ...overrides,
  });
  renderWithProviders(<CalendarTab teamId="t" />);
  return calls;
}

const article = (name: RegExp) => screen.findByRole('article', { name });

describe('coach calendar', () => {
  it("lists the weeks' events as the server gives them: kind, title, time, place, competition, answers, cancellations", async () => {
    const calls = renderTab();
    const game = await article(/^vs Harlequins, Sat 5 Dec$/);
    expect(within(game).getByText('Match')).toBeInTheDocument();
    expect(within(game).getByText('Sat 5 Dec · Kick-off 15:00 · 2 h')).toBeInTheDocument();
    expect(within(game).getByText('Home Park')).toBeInTheDocument();
    expect(within(game).getByText('Premiership')).toBeInTheDocument();
    expect(within(game).getByText('12 available · 3 unavailable · 2 maybe · 8 no answer')).toBeInTheDocument();
    expect(within(game).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // A session shows the program day running on its date (a match does not).
    const training = await article(/^Training, Thu 3 Dec$/);
    expect(await within(training).findByText('Day 3 · MD-2 · Power & contact')).toBeInTheDocument();
    expect(within(game).queryByText(/^Day 4/)).toBeNull();
    expect(calls.map((c) => c.url)).toContain('/api/teams/t/program-days?from=2026-11-17&to=2027-01-26');
    expect(screen.getByText("Dates and times are the team's (Pacific / Auckland).")).toBeInTheDocument();
    // This week and next week, from the team's today.
    expect(within(screen.getByRole('list', { name: 'This week' })).getAllByRole('article')).toHaveLength(2);
    const off = within(screen.getByRole('list', { name: 'Next week' })).getByRole('article', { name: /^Fitness/ });
    expect(within(off).getByText('Cancelled')).toBeInTheDocument();
    expect(within(off).getByText('Reason: Pitch closed')).toBeInTheDocument();
    expect(within(off).queryByRole('button')).toBeNull();
    // The last two weeks come from the range before the server's today.
    expect(await screen.findByRole('list', { name: 'Last two weeks' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/teams/t/events?from=2026-11-17&to=2026-11-30');
    expect(screen.getByLabelText('Team calendar link')).toHaveValue(feeds.team);
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', 'webcal://rugby.test/calendar/t-token.ics');
  });

  it('adds a match with opponent, away, date, kick-off, venue and competition', async () => {
    const calls = renderTab({ 'POST /api/teams/t/events': () => json({ events: [match] }, 201) });
    await article(/^vs Harlequins/);
    await userEvent.click(screen.getByRole('button', { name: 'Add match' }));
    const dialog = screen.getByRole('dialog', { name: 'Add match' });
    await userEvent.type(within(dialog).getByLabelText('Opponent'), 'Saracens');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Away' }));
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-12-12');
    await userEvent.clear(within(dialog).getByLabelText('Kick-off'));
    await userEvent.type(within(dialog).getByLabelText('Kick-off'), '14:30');
    await userEvent.type(within(dialog).getByLabelText('Venue'), 'StoneX Stadium');
    await userEvent.type(within(dialog).getByLabelText('Competition'), 'Premiership');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save match' }));
    expect(await screen.findByText('Match added')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/teams/t/events');
    expect(post?.body).toEqual({
      kind: 'match',
      opponent: 'Saracens',
      homeAway: 'away',
      date: '2026-12-12',
      startTime: '14:30',
      location: 'StoneX Stadium',
      competition: 'Premiership',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a weekly session on chosen weekdays until a date', async () => {
    const calls = renderTab({ 'POST /api/teams/t/events': () => json({ events: [session, session] }, 201) });
    await article(/^vs Harlequins/);
    await userEvent.click(screen.getByRole('button', { name: 'Add training' }));
    const dialog = screen.getByRole('dialog', { name: 'Add training' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Skills');
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-12-01');
    await userEvent.clear(within(dialog).getByLabelText('Duration (minutes)'));
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '75');
    await userEvent.type(within(dialog).getByLabelText('Place'), 'Back field');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Repeat weekly' }));
    // The first date's weekday (Tuesday) is ticked; the coach adds Thursday.
    expect(within(dialog).getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Thursday' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(await within(dialog).findByText('Pick the date of the last session')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Until'), '2027-02-25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(await screen.findByText('2 sessions added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'training',
      title: 'Skills',
      location: 'Back field',
      date: '2026-12-01',
      startTime: '18:30',
      durationMinutes: 75,
      repeat: { weekdays: ['tuesday', 'thursday'], until: '2027-02-25' },
    });
  });

  it("shows the server's 400 in a toast and on the field it names", async () => {
    const message = 'startTime overlaps Training on 2026-12-03 at 18:30';
    renderTab({
      'POST /api/teams/t/events': () => json({ error: 'BAD_REQUEST', message, details: [{ path: ['startTime'], message }] }, 400),
    });
    await article(/^vs Harlequins/);
    await userEvent.click(screen.getByRole('button', { name: 'Add training' }));
    const dialog = screen.getByRole('dialog', { name: 'Add training' });
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-12-03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(await screen.findByText('Could not add the session')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByLabelText('Start time')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add training' })).toBeInTheDocument();
  });

  it('shows availability by position and each answer; chasing non-responders calls the route and toasts its message', async () => {
    const availability = {
      event: match,
      counts: counts(2, 1, 0, 1),
      byPosition: [
        { position: 'prop', label: 'Prop', ...counts(2, 1, 0, 1) },
        { position: 'hooker', label: 'Hooker', ...counts(0, 0, 0, 0) },
      ],
      players: [
        { userId: 'p1', name: 'Joe Marler', position: 'prop', status: 'available', reason: null, answeredAt: '2026-11-30T01:00:00Z', chasedAt: null },
        {
          userId: 'p2',
          name: 'Kyle Sinckler',
          position: 'prop',
          status: 'unavailable',
          reason: 'Hamstring',
          answeredAt: '2026-11-30T01:00:00Z',
          chasedAt: null,
        },
        { userId: 'p3', name: 'Ellis Genge', position: 'prop', status: 'available', reason: null, answeredAt: '2026-11-30T01:00:00Z', chasedAt: null },
        { userId: 'p4', name: 'Dan Cole', position: 'prop', status: null, reason: null, answeredAt: null, chasedAt: null },
      ],
    };
    const calls = renderTab({
      'GET /api/events/e-match/availability': () => json(availability),
      'POST /api/events/e-match/chase': () => json({ message: 'Asked 1 player to answer.', chased: 1 }),
    });
    await userEvent.click(within(await article(/^vs Harlequins/)).getByRole('button', { name: 'Availability' }));
    const dialog = screen.getByRole('dialog', { name: 'Availability: vs Harlequins' });
    const table = await within(dialog).findByRole('table', { name: 'Availability by position' });
    const prop = within(table).getByRole('row', { name: /^Prop/ });
    expect(
      within(prop)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '0', '1']);
    expect(within(dialog).getByText('2 available · 1 unavailable · 0 maybe · 1 no answer')).toBeInTheDocument();
    const answers = within(within(within(dialog).getByRole('list', { name: "Players' answers" })).getAllByRole('listitem')[1]!);
    expect(answers.getByText('Kyle Sinckler')).toBeInTheDocument();
    expect(answers.getByText('Unavailable')).toBeInTheDocument();
    expect(answers.getByText('Hamstring')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: "Players' answers" })).getByText('No answer')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chase non-responders' }));
    expect(await screen.findByText('Asked 1 player to answer.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/events/e-match/chase' });
  });

  it('takes attendance after the start: the sheet comes prefilled, the coach changes it and saves', async () => {
    const sheet = {
      event: past,
      taken: false,
      players: [
        { userId: 'p1', name: 'Joe Marler', position: 'prop', status: 'present', source: 'availability', note: null },
        { userId: 'p2', name: 'Kyle Sinckler', position: 'prop', status: 'injured', source: 'availability', note: null },
        { userId: 'p3', name: 'Dan Cole', position: null, status: null, source: 'none', note: null },
        { userId: 'p4', name: 'Ellis Genge', position: 'prop', status: null, source: 'none', note: null },
        { userId: 'p5', name: 'Mako Vunipola', position: 'prop', status: null, source: 'none', note: null },
      ],
    };
    // Ellis did not answer but reported the session that day, Mako ticked the squad's session (training-program): the
    // sheet marks both present.
    const readiness = {
      date: past.date,
      players: [
        { playerId: 'p3', name: 'Dan Cole', position: null, readiness: null, session: null, trained: false },
        {
          playerId: 'p4',
          name: 'Ellis Genge',
          position: 'prop',
          readiness: null,
          session: { date: past.date, rpe: 6, durationMinutes: 80, load: 480, updatedAt: '2026-11-26T20:00:00Z' },
          trained: false,
        },
        { playerId: 'p5', name: 'Mako Vunipola', position: 'prop', readiness: null, session: null, trained: true },
      ],
    };
    const calls = renderTab({
      [`GET /api/teams/t/readiness?date=${past.date}`]: () => json(readiness),
      'GET /api/events/e-past/attendance': () => json(sheet),
      'PUT /api/events/e-past/attendance': () => json({ ...sheet, taken: true }),
    });
    const list = await screen.findByRole('list', { name: 'Last two weeks' });
    const old = within(list).getByRole('article', { name: /^Training, Thu 26 Nov$/ });
    // Started: attendance, no more editing or cancelling.
    expect(within(old).queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(within(old).getByRole('button', { name: 'Take attendance' }));
    const dialog = screen.getByRole('dialog', { name: 'Attendance: Training' });
    const joe = await within(dialog).findByRole('radiogroup', { name: 'Joe Marler' });
    expect(within(joe).getByRole('radio', { name: 'Present' })).toBeChecked();
    expect(within(within(dialog).getByRole('radiogroup', { name: 'Kyle Sinckler' })).getByRole('radio', { name: 'Injured' })).toBeChecked();
    const dan = within(dialog).getByRole('radiogroup', { name: 'Dan Cole' });
    expect(
      within(dan)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);
    const ellis = within(dialog).getByRole('radiogroup', { name: 'Ellis Genge' });
    expect(within(ellis).getByRole('radio', { name: 'Present' })).toBeChecked();
    expect(within(within(dialog).getByRole('radiogroup', { name: 'Mako Vunipola' })).getByRole('radio', { name: 'Present' })).toBeChecked();
    expect(within(dialog).getAllByText(/Logged the session/)).toHaveLength(2);
    await userEvent.click(within(joe).getByRole('radio', { name: 'Late' }));
    await userEvent.click(within(dan).getByRole('radio', { name: 'Absent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Attendance saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      records: [
        { userId: 'p1', status: 'late' },
        { userId: 'p2', status: 'injured' },
        { userId: 'p3', status: 'absent' },
        { userId: 'p4', status: 'present' },
        { userId: 'p5', status: 'present' },
      ],
    });
  });

  it('edits a series occurrence for this and the following sessions, sending only what changed', async () => {
    const calls = renderTab({ 'PATCH /api/events/e-session': () => json({ events: [session] }) });
    await userEvent.click(within(await article(/^Training, Thu 3 Dec$/)).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Training' });
    expect(within(dialog).getByLabelText('Place')).toHaveValue('Club pitch');
    await userEvent.clear(within(dialog).getByLabelText('Start time'));
    await userEvent.type(within(dialog).getByLabelText('Start time'), '19:00');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'This and following' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/events/e-session', body: { startTime: '19:00', scope: 'following' } });
    expect(Object.keys(calls.find((c) => c.method === 'PATCH')!.body as object)).toEqual(['startTime', 'scope']);
  });

  it('cancels an event with a reason', async () => {
    const calls = renderTab({ 'POST /api/events/e-match/cancel': () => json({ events: [{ ...match, status: 'cancelled' }] }) });
    await userEvent.click(within(await article(/^vs Harlequins/)).getByRole('button', { name: 'Cancel event' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel vs Harlequins?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Waterlogged pitch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText('Event cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/events/e-match/cancel', body: { reason: 'Waterlogged pitch' } });
  });

  it('makes a new calendar link after a warning that the old one stops working', async () => {
    const calls = renderTab({ 'POST /api/teams/t/calendar-feeds/rotate': () => json({ ...feeds, team: 'https://rugby.test/calendar/new.ics' }) });
    await screen.findByLabelText('Team calendar link');
    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByText('New calendar link')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/teams/t/calendar-feeds/rotate', body: { feed: 'team' } });
  });
});
