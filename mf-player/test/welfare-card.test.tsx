import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerWelfare } from '@rugby/contracts/routes/welfare';
import { GRTP_STAGES, PROTOCOLS, RECOGNISE_AND_REMOVE, WELFARE_DISCLAIMER } from '@rugby/contracts/welfare';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckInCard } from '../src/features/check-in/components/check-in-card.tsx';
import { WelfareCard } from '../src/features/welfare/components/welfare-card.tsx';
import { fakeApi } from './fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

const TODAY = '2026-12-01';
const protocol = { union: 'world-rugby' as const, label: PROTOCOLS['world-rugby'].label, source: PROTOCOLS['world-rugby'].source };
const available: PlayerWelfare = {
  date: TODAY,
  summary: { status: 'available', label: 'Available', reason: null, until: null, stage: null, stageName: null, cleared: false },
  case: null,
  removedToday: false,
  reportedToday: false,
  protocol,
  disclaimer: WELFARE_DISCLAIMER,
};
type Case = NonNullable<PlayerWelfare['case']>;
const protocolCase = (over: Partial<Case> = {}): Case => ({
  id: 'case-1',
  kind: 'concussion',
  occurredOn: TODAY,
  recordedAt: '2026-12-01T08:00:00.000Z',
  recordedBy: { role: 'player', name: 'Sam Taylor' },
  symptoms: ['headache'],
  notes: 'took a knock to the head',
  union: 'world-rugby',
  ageGroup: 'adult',
  earliestReturn: '2026-12-22',
  stage: 1,
  stageName: GRTP_STAGES[0].name,
  stageActivity: GRTP_STAGES[0].activity,
  stageSince: TODAY,
  nextStep: 'Rest for at least 24 hours; report your symptoms each day.',
  clearance: null,
  reports: [],
  returnedOn: null,
  ...over,
});
/** Stood down under the protocol: on the day of the knock unless `over` says otherwise. */
const stoodDown = (over: Partial<Case> = {}, removedToday = true): PlayerWelfare => {
  const c = protocolCase(over);
  return {
    ...available,
    summary: {
      status: 'stood-down',
      label: `Stood down until Tue 22 Dec · GRTP stage ${c.stage} of 6`,
      reason: 'Concussion protocol',
      until: c.earliestReturn,
      stage: c.stage,
      stageName: c.stageName,
      cleared: c.clearance !== null,
    },
    case: c,
    removedToday,
    reportedToday: c.reports.some((r) => r.date === TODAY),
  };
};

describe("the player's welfare card", () => {
  it('on the day of the knock: Recognise and Remove word for word, the stage, what next, the earliest return, clearance and the disclaimer', async () => {
    fakeApi({ 'GET /api/player/welfare': stoodDown() });
    renderWithProviders(<WelfareCard date={TODAY} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: RECOGNISE_AND_REMOVE.title })).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...RECOGNISE_AND_REMOVE.steps]);
    const card = screen.getByRole('region', { name: 'Stood down until Tue 22 Dec' });
    expect(within(card).getByText('Return to play · stage 1 of 6: Rest')).toBeInTheDocument();
    expect(within(card).getByText(GRTP_STAGES[0].activity)).toBeInTheDocument();
    expect(within(card).getByText('Rest for at least 24 hours; report your symptoms each day.')).toBeInTheDocument();
    expect(within(card).getByText('Earliest return:').parentElement).toHaveTextContent('Earliest return: Tue 22 Dec');
    expect(within(card).getByText(/^not yet recorded/)).toHaveTextContent('A doctor must clear you before stage 5 (full contact).');
    expect(within(card).getByText(new RegExp(`^${WELFARE_DISCLAIMER}`))).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'How do you feel today?' })).toBeInTheDocument();
  });

  it('a later day: no Recognise and Remove; a recorded clearance says who cleared and when', async () => {
    fakeApi({
      'GET /api/player/welfare': stoodDown(
        {
          occurredOn: '2026-11-20',
          stage: 4,
          stageName: GRTP_STAGES[3].name,
          stageActivity: GRTP_STAGES[3].activity,
          clearance: { clearedBy: 'Dr Ngata', clearedOn: '2026-11-30', note: null, recordedBy: 'Alex Carter', recordedAt: '2026-11-30T09:00:00Z' },
        },
        false,
      ),
    });
    renderWithProviders(<WelfareCard date={TODAY} />);
    expect(await screen.findByText('Return to play · stage 4 of 6: Non-contact training drills')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('cleared for full contact by Dr Ngata on Mon 30 Nov')).toBeInTheDocument();
  });

  it('reports the ticked symptoms, then shows them and lets the player add one (the day’s report is replaced)', async () => {
    let welfare = stoodDown({}, false);
    const calls = fakeApi({
      'GET /api/player/welfare': () => welfare,
      'PUT /api/player/welfare/symptoms': (call: { body: { symptoms: string[] } }) => {
        welfare = stoodDown({ reports: [{ date: TODAY, reportedAt: '2026-12-01T09:00:00Z', symptoms: call.body.symptoms as never, stage: 1 }] }, false);
        return welfare;
      },
    });
    renderWithProviders(<WelfareCard date={TODAY} />);
    const report = await screen.findByRole('region', { name: "Today's symptom report" });
    // Nothing ticked: the button asks for symptoms (or "No symptoms today") and sends nothing.
    await userEvent.click(within(report).getByRole('button', { name: 'Report symptoms' }));
    expect(within(report).getByRole('group', { name: 'How do you feel today?' })).toHaveAccessibleDescription(
      'Tick every symptom you have now. Tick the symptoms you have, or choose "No symptoms today".',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.click(within(report).getByRole('checkbox', { name: 'Dizziness' }));
    await userEvent.click(within(report).getByRole('checkbox', { name: 'Headache' }));
    await userEvent.click(within(report).getByRole('button', { name: 'Report symptoms' }));
    expect(await within(report).findByText('Headache, Dizziness')).toBeInTheDocument();
    expect(within(report).getByText(/^Reported today:/)).toHaveTextContent('Reported today: Headache, Dizziness');
    expect(within(report).queryByRole('checkbox')).toBeNull();

    await userEvent.click(within(report).getByRole('button', { name: 'Add symptoms' }));
    expect(within(report).getByRole('checkbox', { name: 'Headache' })).toBeChecked();
    await userEvent.click(within(report).getByRole('checkbox', { name: 'Nausea or vomiting' }));
    await userEvent.click(within(report).getByRole('button', { name: 'Report symptoms' }));
    expect(await within(report).findByText('Headache, Dizziness, Nausea or vomiting')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { symptoms: ['headache', 'dizziness'] },
      { symptoms: ['headache', 'dizziness', 'nausea'] },
    ]);
  });

  it('"No symptoms today" sends an empty report; a refusal shows in plain words on the symptoms', async () => {
    const calls = fakeApi({
      'GET /api/player/welfare': stoodDown({}, false),
      'PUT /api/player/welfare/symptoms': () =>
        json({ error: 'BAD_REQUEST', message: 'symptoms: There is no concussion protocol running for this player' }, 400),
    });
    renderWithProviders(<WelfareCard date={TODAY} />);
    await userEvent.click(await screen.findByRole('button', { name: 'No symptoms today' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^There is no concussion protocol running for this player$/);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ symptoms: [] });
  });

  it('modified: one line with the reason and the disclaimer; available: nothing', async () => {
    fakeApi({
      'GET /api/player/welfare': {
        ...available,
        summary: { ...available.summary, status: 'modified', label: 'Modified: hamstring', reason: 'readiness 3/5, hamstring reported: volume −50 %' },
      },
    });
    const { unmount } = renderWithProviders(<WelfareCard date={TODAY} />);
    const card = await screen.findByRole('region', { name: 'Your welfare' });
    expect(card).toHaveTextContent('Training modified today: readiness 3/5, hamstring reported: volume −50 %');
    expect(card).toHaveTextContent(WELFARE_DISCLAIMER);
    unmount();

    const calls = fakeApi({ 'GET /api/player/welfare': available });
    renderWithProviders(<WelfareCard date={TODAY} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(WELFARE_DISCLAIMER, { exact: false })).toBeNull();
  });
});

describe('the check-in starts Recognise and Remove', () => {
  it('a head or neck injury asks for concussion symptoms, sends them, and the welfare card shows at once', async () => {
    let welfare: PlayerWelfare = available;
    const calls = fakeApi({
      'GET /api/player/day-log': { date: TODAY, readiness: null, session: null },
      'GET /api/player/welfare': () => welfare,
      'PUT /api/player/readiness': (call: { body: Record<string, unknown> }) => {
        welfare = stoodDown();
        return {
          ...call.body,
          score: 4,
          adaptation: { level: 'injured', volume: 0, noSprints: true, noContact: true, area: 'head-neck', excludes: {}, cause: 'x', reason: 'stood down' },
          updatedAt: '2026-12-01T08:00:00.000Z',
        };
      },
    });
    renderWithProviders(
      <>
        <WelfareCard date={TODAY} />
        <CheckInCard date={TODAY} plannedMinutes={60} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'How ready are you to train?' });
    await within(dialog).findByRole('group', { name: 'Sleep' });
    for (const legend of ['Sleep', 'Muscle soreness', 'Fatigue', 'Stress', 'Mood']) {
      await userEvent.click(within(within(dialog).getByRole('group', { name: legend })).getByRole('radio', { name: '4' }));
    }
    // No injury: no symptoms asked.
    expect(within(dialog).queryByRole('group', { name: 'Concussion symptoms' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have an injury or feel ill' }));
    const symptoms = within(dialog).getByRole('group', { name: 'Concussion symptoms' });
    expect(symptoms).toHaveAccessibleDescription('Tick any you have, for example after a knock to the head.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Where?'), 'Head or neck');
    expect(symptoms).toHaveAccessibleDescription('Any one of these after a knock to the head or neck means you stop training today.');
    await userEvent.click(within(symptoms).getByRole('checkbox', { name: 'Headache' }));
    await userEvent.type(within(dialog).getByLabelText('Anything your coach should know? (optional)'), 'took a knock to the head');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));

    expect(await screen.findByRole('heading', { name: RECOGNISE_AND_REMOVE.title })).toBeInTheDocument();
    expect(screen.getByText('Return to play · stage 1 of 6: Rest')).toBeInTheDocument();
    expect(screen.getByText(`Checked in: ${RECOGNISE_AND_REMOVE.title}`)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      sleep: 4,
      soreness: 4,
      fatigue: 4,
      stress: 4,
      mood: 4,
      injury: true,
      injuryArea: 'head-neck',
      notes: 'took a knock to the head',
      symptoms: ['headache'],
      date: TODAY,
    });
  });
});
