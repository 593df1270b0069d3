import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarEvent, calendarTodayBetweenTests, fitnessCancelled, harlequinsAtHome } from '@rugby/kit/testing/calendar-fixtures.ts';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it, vi } from 'vitest';
import { UpcomingCard } from '../src/features/calendar/components/upcoming-card.tsx';
import { CalendarRoute } from '../src/features/calendar/routes/calendar-route.tsx';
import { fakeApi } from './fake-api.ts';

// Tuesday 1 December 2026, 13:00 in Auckland; the browser's clock only decides what has started.
calendarTodayBetweenTests();

const earlierToday = calendarEvent({ id: 'e0', date: '2026-12-01', startTime: '09:00', startsAt: '2026-11-30T20:00:00.000Z' });
const session = calendarEvent({ id: 'e-session', myAvailability: { status: 'available', reason: null } });
const match = calendarEvent({ ...harlequinsAtHome, id: 'e-match' });
const cancelled = calendarEvent({ ...fitnessCancelled, id: 'e-off' });
const later = calendarEvent({ id: 'e-later', date: '2026-12-10', startsAt: '2026-12-10T05:30:00.000Z' });
const events = { timeZone: 'Pacific/Auckland', from: '2026-12-01', to: '2027-01-26', events: [earlierToday, session, match, cancelled, later] };

describe('the Upcoming card on the player home', () => {
  it('shows the next three events with the current answer pressed, and links to the full calendar', async () => {
    fakeApi({ 'GET /api/teams/t1/events': events });
    renderWithProviders(<UpcomingCard teamId="t1" />);
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    // Started events are left out: the next three from now.
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Training, Thu 3 Dec', 'vs Harlequins, Sat 5 Dec', 'Fitness, Tue 8 Dec']);
    const training = within(within(list).getByRole('article', { name: 'Training, Thu 3 Dec' }));
    expect(training.getByText('Thu 3 Dec · 18:30')).toBeInTheDocument();
    expect(training.getByText('Club pitch')).toBeInTheDocument();
    expect(training.getByRole('button', { name: 'Available' })).toHaveAttribute('aria-pressed', 'true');
    expect(training.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Sat 5 Dec · Kick-off 15:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Full calendar' })).toHaveAttribute('href', '/player/calendar');
  });

  it('a cancelled event shows Cancelled and its reason, and cannot be answered', async () => {
    fakeApi({ 'GET /api/teams/t1/events': events });
    renderWithProviders(<UpcomingCard teamId="t1" />);
    const off = await screen.findByRole('article', { name: 'Fitness, Tue 8 Dec' });
    expect(within(off).getByText('Cancelled')).toBeInTheDocument();
    expect(within(off).getByText('Pitch closed')).toBeInTheDocument();
    expect(within(off).queryByRole('button')).toBeNull();
    expect(within(off).queryByRole('group')).toBeNull();
  });

  it('answers Unavailable with a reason (asked first), then shows it pressed', async () => {
    let answered: { status: string; reason: string | null } | null = null;
    const calls = fakeApi({
      'GET /api/teams/t1/events': () => json({ ...events, events: events.events.map((e) => (e.id === 'e-match' ? { ...e, myAvailability: answered } : e)) }),
      'PUT /api/events/e-match/availability': (call: { body: { status: string; reason: string } }) => {
        answered = { status: call.body.status, reason: call.body.reason };
        return { ...match, myAvailability: answered };
      },
    });
    renderWithProviders(<UpcomingCard teamId="t1" />);
    const game = within(await screen.findByRole('article', { name: 'vs Harlequins, Sat 5 Dec' }));
    await userEvent.click(game.getByRole('button', { name: 'Unavailable' }));
    // Nothing is sent until the player says why.
    await userEvent.click(game.getByRole('button', { name: 'Send' }));
    expect(game.getByRole('alert')).toHaveTextContent('Please give a reason for your coach.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.type(game.getByLabelText("Why can't you make it?"), '  Wedding in Napier ');
    await userEvent.click(game.getByRole('button', { name: 'Send' }));
    expect(await game.findByText('Your reason: Wedding in Napier')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/events/e-match/availability',
      body: { status: 'unavailable', reason: 'Wedding in Napier' },
    });
    expect(game.getByRole('button', { name: 'Unavailable' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('answers Maybe at once and toasts the server refusing', async () => {
    const calls = fakeApi({
      'GET /api/teams/t1/events': events,
      'PUT /api/events/e-session/availability': () =>
        json({ error: 'BAD_REQUEST', message: 'The event has started: answers are closed', details: [{ path: ['eventId'], message: 'started' }] }, 400),
    });
    renderWithProviders(<UpcomingCard teamId="t1" />);
    const training = within(await screen.findByRole('article', { name: 'Training, Thu 3 Dec' }));
    await userEvent.click(training.getByRole('button', { name: 'Maybe' }));
    expect(await screen.findByText('The event has started: answers are closed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'maybe' });
    expect(training.getByRole('button', { name: 'Available' })).toHaveAttribute('aria-pressed', 'true');
  });
  it("a player stood down under the concussion protocol is told why 'Available' is refused, in plain words, under the answers", async () => {
    const message = 'status: You are stood down under the concussion protocol until Tue 22 Dec, so you cannot be available before then';
    const calls = fakeApi({
      'GET /api/teams/t1/events': events,
      'PUT /api/events/e-match/availability': () => json({ error: 'BAD_REQUEST', message, details: [{ code: 'custom', path: ['status'], message }] }, 400),
    });
    renderWithProviders(<UpcomingCard teamId="t1" />);
    const game = within(await screen.findByRole('article', { name: 'vs Harlequins, Sat 5 Dec' }));
    await userEvent.click(game.getByRole('button', { name: 'Available' }));
    const refusal = 'You are stood down under the concussion protocol until Tue 22 Dec, so you cannot be available before then';
    expect(await game.findByRole('alert')).toHaveTextContent(new RegExp(`^${refusal}$`));
    expect(game.getByRole('group', { name: 'Your answer for vs Harlequins' })).toHaveAccessibleDescription(refusal);
    expect(game.getByRole('button', { name: 'Available' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Could not save your answer')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'available' });
  });
});

describe('the player calendar page', () => {
  /** The player's team, its events and the player's calendar link, as the page reads them. */
  const calendarPage = {
    'GET /api/player/team': { teamId: 't1' },
    'GET /api/teams/t1/events': events,
    'GET /api/teams/t1/calendar-feeds': { personal: 'https://rugby.test/calendar/p-token.ics', team: null },
  };

  it('lists the next weeks by week with answers, and the personal calendar link to add or copy', async () => {
    fakeApi(calendarPage);
    renderWithProviders(<CalendarRoute />, { path: '/player/calendar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const thisWeek = await screen.findByRole('list', { name: 'This week' });
    expect(within(thisWeek).getAllByRole('article')).toHaveLength(3);
    // Started today: no more answers, the player's answer (none) shown.
    expect(within(within(thisWeek).getByRole('article', { name: 'Training, Tue 1 Dec' })).queryByRole('button')).toBeNull();
    const nextWeek = screen.getByRole('list', { name: 'Next week' });
    expect(within(within(nextWeek).getByRole('article', { name: 'Fitness, Tue 8 Dec' })).getByText('Cancelled')).toBeInTheDocument();
    expect(await screen.findByLabelText('My calendar link')).toHaveValue('https://rugby.test/calendar/p-token.ics');
    expect(screen.getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute('href', 'webcal://rugby.test/calendar/p-token.ics');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://rugby.test/calendar/p-token.ics');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('makes a new personal link after warning that the old one stops working', async () => {
    const calls = fakeApi({ ...calendarPage, 'POST /api/teams/t1/calendar-feeds/rotate': { personal: 'https://rugby.test/calendar/new.ics', team: null } });
    renderWithProviders(<CalendarRoute />, { path: '/player/calendar' });
    await userEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The current link stops working at once');
    await userEvent.click(screen.getByRole('button', { name: 'Replace my link' }));
    expect(await screen.findByText('New calendar link')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/teams/t1/calendar-feeds/rotate', body: { feed: 'personal' } });
  });
});
