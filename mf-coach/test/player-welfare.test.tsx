import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamWelfare } from '@rugby/contracts/routes/welfare';
import { GRTP_STAGES, PROTOCOLS, UNIONS, WELFARE_DISCLAIMER } from '@rugby/contracts/welfare';
import { calendarEvent, calendarTodayBetweenTests, harlequinsAtHome } from '@rugby/kit/testing/calendar-fixtures.ts';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { describe, expect, it } from 'vitest';
import { CalendarTab } from '../src/features/calendar/components/calendar-tab.tsx';
import { PlayersTab } from '../src/features/players/components/players-tab.tsx';
import { SeasonSettingsRoute } from '../src/features/season-settings/routes/season-settings-route.tsx';
import { fakeRoutes, type RouteHandler } from './fake-routes.ts';

// Tuesday 1 December 2026 in Auckland (the team's today in the welfare answers).
calendarTodayBetweenTests();

const TODAY = '2026-12-01';
type WelfarePlayer = TeamWelfare['players'][number];
type Summary = WelfarePlayer['summary'];
const AVAILABLE: Summary = { status: 'available', label: 'Available', reason: null, until: null, stage: null, stageName: null, cleared: false };
const protocolView = (union: (typeof UNIONS)[number]) => ({ union, label: PROTOCOLS[union].label, source: PROTOCOLS[union].source });

const stoodDownCase = (over: Partial<NonNullable<WelfarePlayer['case']>> = {}): NonNullable<WelfarePlayer['case']> => ({
  id: 'case-1',
  kind: 'concussion',
  occurredOn: '2026-11-28',
  recordedAt: '2026-11-28T08:00:00.000Z',
  recordedBy: { role: 'player', name: 'Riley Hart' },
  symptoms: ['headache'],
  notes: null,
  union: 'world-rugby',
  ageGroup: 'adult',
  earliestReturn: '2026-12-19',
  stage: 2,
  stageName: GRTP_STAGES[1].name,
  stageActivity: GRTP_STAGES[1].activity,
  stageSince: '2026-11-30',
  nextStep: 'A symptom-free day at this stage moves Riley to stage 3.',
  clearance: null,
  reports: [],
  returnedOn: null,
  ...over,
});

const welfarePlayers: WelfarePlayer[] = [
  {
    playerId: 'p1',
    name: 'Riley Hart',
    position: 'prop',
    summary: {
      status: 'stood-down',
      label: 'Stood down until Sat 19 Dec · GRTP stage 2 of 6',
      reason: 'Concussion protocol',
      until: '2026-12-19',
      stage: 2,
      stageName: GRTP_STAGES[1].name,
      cleared: false,
    },
    case: stoodDownCase(),
  },
  {
    playerId: 'p2',
    name: 'Sam Tui',
    position: 'hooker',
    summary: { ...AVAILABLE, status: 'modified', label: 'Modified: hamstring', reason: 'readiness 3/5, hamstring reported: volume −50 %' },
    case: null,
  },
  { playerId: 'p3', name: 'Ben Okafor', position: 'wing', summary: AVAILABLE, case: null },
];
const teamWelfare = (union: (typeof UNIONS)[number] = 'world-rugby', players: WelfarePlayer[] = welfarePlayers): TeamWelfare => ({
  date: TODAY,
  union,
  protocol: protocolView(union),
  protocols: UNIONS.map(protocolView),
  players,
  disclaimer: WELFARE_DISCLAIMER,
});

const detailed = (playerId: string, name: string, position: string) => ({
  playerId,
  name,
  email: null,
  phone: null,
  height: null,
  weight: null,
  position,
  joinedAt: '2026-01-01T00:00:00Z',
});
const readiness = {
  date: TODAY,
  players: [
    { playerId: 'p3', name: 'Ben Okafor', position: 'wing', readiness: null, session: null, trained: false },
    { playerId: 'p1', name: 'Riley Hart', position: 'prop', readiness: null, session: null, trained: false },
  ],
};

function renderPlayers(overrides: Record<string, RouteHandler> = {}) {
  const calls = fakeRoutes({
    'GET /api/teams/t/players/detailed': () =>
      json({ players: [detailed('p3', 'Ben Okafor', 'wing'), detailed('p1', 'Riley Hart', 'prop'), detailed('p2', 'Sam Tui', 'hooker')] }),
    'GET /api/teams/t/welfare': () => json(teamWelfare()),
    'GET /api/teams/t/readiness': () => json(readiness),
    ...overrides,
  });
  renderWithProviders(<PlayersTab teamId="t" />);
  return calls;
}

const playerButton = async (name: string) => within(await screen.findByRole('list', { name: 'Players' })).getByRole('button', { name: new RegExp(`^${name}`) });

describe("the coach's Players tab: welfare", () => {
  it("shows each player's welfare badge in the list and the check-ins, the stood-down player first", async () => {
    renderPlayers();
    expect(await playerButton('Riley Hart')).toHaveTextContent('Riley HartPropStood down until Sat 19 Dec · GRTP stage 2 of 6');
    expect(await playerButton('Sam Tui')).toHaveTextContent('Modified: hamstring');
    expect(await playerButton('Ben Okafor')).toHaveTextContent('Available');

    const checkIns = await screen.findByRole('list', { name: 'Check-ins' });
    const rows = within(checkIns).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Riley HartStood down until Sat 19 Dec · GRTP stage 2 of 6');
    // An available player's check-in row carries no welfare badge.
    expect(rows[1]).toHaveTextContent(/^Ben OkaforNot checked in$/);
  });

  it("a stood-down player's details: stage, earliest return, clearance not recorded, the disclaimer; no second concussion record", async () => {
    renderPlayers();
    await userEvent.click(await playerButton('Riley Hart'));
    const details = screen.getByRole('region', { name: 'Details of Riley Hart' });
    const welfare = await within(details).findByRole('region', { name: /^Welfare/ });
    expect(welfare).toHaveTextContent('Return to playStage 2 of 6: Light aerobic exercise');
    expect(welfare).toHaveTextContent('Earliest returnSat 19 Dec');
    // A clearance for full contact is recorded at stage 4, not before.
    expect(welfare).toHaveTextContent('Medical clearanceNot yet: recorded once the player is at stage 4');
    expect(welfare).toHaveTextContent('KnockSat 28 Nov (recorded by Riley Hart)');
    expect(welfare).toHaveTextContent(WELFARE_DISCLAIMER);
    expect(within(welfare).queryByRole('button', { name: 'Record suspected concussion' })).toBeNull();
    expect(within(welfare).queryByRole('button', { name: 'Record clearance' })).toBeNull();
  });

  it('records a suspected concussion: date (today by default), symptoms and notes sent; the 409 shows in the dialog', async () => {
    let answer: 'conflict' | 'created' = 'conflict';
    const calls = renderPlayers({
      'POST /api/teams/t/players/p3/concussion': () =>
        answer === 'conflict'
          ? json({ error: 'CONFLICT', message: 'This player is already in the concussion protocol: record their symptoms or clearance there' }, 409)
          : json({ summary: { ...welfarePlayers[0]!.summary, until: '2026-12-22' }, case: null }, 201),
    });
    await userEvent.click(await playerButton('Ben Okafor'));
    const details = screen.getByRole('region', { name: 'Details of Ben Okafor' });
    await userEvent.click(await within(details).findByRole('button', { name: 'Record suspected concussion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record suspected concussion: Ben Okafor' });
    expect(within(dialog).getByLabelText('Date of the knock')).toHaveValue(TODAY);
    expect(within(dialog).getByLabelText('Date of the knock')).toHaveAttribute('min', '2026-11-17');
    expect(within(dialog).getByText(WELFARE_DISCLAIMER)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Balance problems' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Headache' }));
    await userEvent.type(within(dialog).getByLabelText('What happened? (optional)'), 'Head clash in the tackle drill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stand down' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This player is already in the concussion protocol: record their symptoms or clearance there',
    );

    answer = 'created';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stand down' }));
    expect(await screen.findByText('Ben Okafor is stood down until Tue 22 Dec. They have been told.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      { occurredOn: TODAY, symptoms: ['headache', 'balance'], notes: 'Head clash in the tackle drill' },
      { occurredOn: TODAY, symptoms: ['headache', 'balance'], notes: 'Head clash in the tackle drill' },
    ]);
    // The squad's welfare is read again (the route's declared changes).
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/teams/t/welfare')).toHaveLength(2));
  });

  it("records a clearance: the doctor's name is required; the server's 400 shows on the date in plain words; then it is sent", async () => {
    let refuse = true;
    const atStageFour = { ...welfarePlayers[0]!, case: stoodDownCase({ stage: 4, stageName: GRTP_STAGES[3].name, stageActivity: GRTP_STAGES[3].activity }) };
    const calls = renderPlayers({
      'GET /api/teams/t/welfare': () => json(teamWelfare('world-rugby', [atStageFour, ...welfarePlayers.slice(1)])),
      'POST /api/teams/t/players/p1/clearance': () =>
        refuse
          ? json({ error: 'BAD_REQUEST', message: 'clearedOn must not be before the knock (2026-11-28)' }, 400)
          : json({ summary: welfarePlayers[0]!.summary, case: null }),
    });
    await userEvent.click(await playerButton('Riley Hart'));
    await userEvent.click(await screen.findByRole('button', { name: 'Record clearance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record clearance: Riley Hart' });
    expect(dialog).toHaveTextContent('the earliest return stays Sat 19 Dec');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record clearance' }));
    expect(within(dialog).getByLabelText('Cleared by (doctor)')).toHaveAccessibleDescription("Enter the doctor's name");
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Cleared by (doctor)'), 'Dr Aroha Ngata');
    await userEvent.clear(within(dialog).getByLabelText('Date of the clearance'));
    await userEvent.type(within(dialog).getByLabelText('Date of the clearance'), '2026-11-30');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Symptom-free, cleared for contact');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record clearance' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Date of the clearance')).toHaveAccessibleDescription(
        'The date of the clearance must not be before the knock (2026-11-28)',
      ),
    );

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record clearance' }));
    expect(await screen.findByText('Riley Hart is cleared for full contact by Dr Aroha Ngata.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { clearedBy: 'Dr Aroha Ngata', clearedOn: '2026-11-30', note: 'Symptom-free, cleared for contact' },
      { clearedBy: 'Dr Aroha Ngata', clearedOn: '2026-11-30', note: 'Symptom-free, cleared for contact' },
    ]);
  });
});

describe("the coach's Players tab: ending a protocol", () => {
  it('a record made in error: the reason and what happened are sent; a doctor ruling it out needs who and when', async () => {
    let refuse = true;
    const calls = renderPlayers({
      'POST /api/teams/t/players/p1/concussion/withdraw': () =>
        refuse ? json({ error: 'FORBIDDEN', message: 'Only the head coach can withdraw a concussion record' }, 403) : json({ summary: AVAILABLE, case: null }),
    });
    await userEvent.click(await playerButton('Riley Hart'));
    await userEvent.click(await screen.findByRole('button', { name: 'End the protocol…' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the concussion protocol: Riley Hart' });
    expect(dialog).toHaveTextContent('If the player may have a concussion, keep the protocol running.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the protocol' }));
    expect(within(dialog).getByText('Choose why')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/What happened/)).toHaveAccessibleDescription('Say what happened');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Recorded for the wrong player' }));
    await userEvent.type(within(dialog).getByLabelText(/What happened/), 'It was Ben, not Riley');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the protocol' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the head coach can withdraw a concussion record');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'A doctor assessed the player and ruled concussion out' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the protocol' }));
    expect(within(dialog).getByLabelText(/^Doctor/)).toHaveAccessibleDescription("Enter the doctor's name");
    await userEvent.type(within(dialog).getByLabelText(/^Doctor/), 'Dr Aroha Ngata');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the protocol' }));
    expect(await screen.findByText("Riley Hart's concussion record is withdrawn.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'wrong-player', details: 'It was Ben, not Riley' },
      { reason: 'doctor-ruled-out', details: 'It was Ben, not Riley', doctor: 'Dr Aroha Ngata', assessedOn: TODAY },
    ]);
  });
});

describe("the calendar's availability and attendance show the players' welfare", () => {
  const match = calendarEvent({ ...harlequinsAtHome, id: 'e-match', teamId: 't' });
  const past = calendarEvent({ id: 'e-past', teamId: 't', date: '2026-11-26', startsAt: '2026-11-26T05:30:00.000Z', endsAt: '2026-11-26T07:00:00.000Z' });
  const counts = { available: 1, unavailable: 1, maybe: 0, noResponse: 0 };
  const renderCalendar = (overrides: Record<string, RouteHandler>) =>
    fakeRoutes({
      'GET /api/teams/t/events': (_, url) =>
        json(
          url.searchParams.get('from')
            ? { timeZone: 'Pacific/Auckland', from: '2026-11-17', to: '2026-11-30', events: [past] }
            : { timeZone: 'Pacific/Auckland', from: TODAY, to: '2027-01-26', events: [match] },
        ),
      'GET /api/teams/t/calendar-feeds': () => json({ personal: null, team: null }),
      'GET /api/teams/t/program-days': () => json({ teamId: 't', from: TODAY, to: '2027-01-26', days: [] }),
      ...overrides,
    });

  it("availability: a stood-down player's answer row says so", async () => {
    renderCalendar({
      'GET /api/events/e-match/availability': () =>
        json({
          event: match,
          counts,
          byPosition: [],
          players: [
            {
              userId: 'p1',
              name: 'Riley Hart',
              position: 'prop',
              status: 'unavailable',
              reason: 'Concussion',
              answeredAt: null,
              chasedAt: null,
              welfare: welfarePlayers[0]!.summary,
            },
            { userId: 'p3', name: 'Ben Okafor', position: 'wing', status: 'available', reason: null, answeredAt: null, chasedAt: null, welfare: AVAILABLE },
          ],
        }),
    });
    renderWithProviders(<CalendarTab teamId="t" />);
    await userEvent.click(within(await screen.findByRole('article', { name: /^vs Harlequins/ })).getByRole('button', { name: 'Availability' }));
    const answers = await screen.findByRole('list', { name: "Players' answers" });
    const [riley, ben] = within(answers).getAllByRole('listitem');
    expect(riley).toHaveTextContent('Stood down until Sat 19 Dec · GRTP stage 2 of 6');
    // An available player's row has their answer only: no welfare badge.
    expect(within(ben!).getAllByText('Available')).toHaveLength(1);
  });

  it("attendance: each player's welfare today by their name, from the team's welfare", async () => {
    renderCalendar({
      'GET /api/events/e-past/attendance': () =>
        json({
          event: past,
          taken: false,
          players: [
            { userId: 'p1', name: 'Riley Hart', position: 'prop', status: 'injured', source: 'availability', note: null },
            { userId: 'p2', name: 'Sam Tui', position: 'hooker', status: null, source: 'none', note: null },
          ],
        }),
      'GET /api/teams/t/readiness': () => json({ date: past.date, players: [] }),
      'GET /api/teams/t/welfare': () => json(teamWelfare()),
    });
    renderWithProviders(<CalendarTab teamId="t" />);
    const list = await screen.findByRole('list', { name: 'Last two weeks' });
    await userEvent.click(within(within(list).getByRole('article', { name: /^Training, Thu 26 Nov$/ })).getByRole('button', { name: 'Take attendance' }));
    const sheet = await screen.findByRole('list', { name: 'Attendance' });
    const [riley, sam] = within(sheet).getAllByRole('listitem');
    expect(await within(riley!).findByText('Stood down until Sat 19 Dec')).toBeInTheDocument();
    expect(riley).toHaveTextContent('Stood down until Sat 19 Dec · GRTP stage 2 of 6');
    expect(within(sam!).getByText('Modified: hamstring')).toBeInTheDocument();
  });
});

describe('the team setting: concussion protocol', () => {
  it("shows the team's protocol with its source, and saves another union", async () => {
    const calls = fakeRoutes({
      'GET /api/teams': () =>
        json([{ id: 't', name: 'Harbour City RFC', description: null, timeZone: 'Pacific/Auckland', playerCount: 3, role: 'head_coach' }]),
      'GET /api/teams/t/season-settings': () => json({}),
      'GET /api/teams/t/welfare': () => json(teamWelfare()),
      'PUT /api/teams/t/welfare': () => json(teamWelfare('new-zealand')),
    });
    renderWithProviders(<SeasonSettingsRoute />, { path: '/coach/season-settings' });
    const card = await screen.findByRole('region', { name: 'Concussion protocol' });
    const select = within(card).getByRole('combobox', { name: 'Concussion protocol' });
    await waitFor(() => expect(select).toHaveTextContent(PROTOCOLS['world-rugby'].label));
    expect(select).toHaveAccessibleDescription(`Source: ${PROTOCOLS['world-rugby'].source}`);
    expect(within(card).getByRole('button', { name: 'Save protocol' })).toBeDisabled();

    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: PROTOCOLS['new-zealand'].label }));
    expect(within(card).getByText(`Source: ${PROTOCOLS['new-zealand'].source}`)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Save protocol' }));
    expect(await screen.findByText('Concussion protocol saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/teams/t/welfare', body: { union: 'new-zealand' } });
  });
});
