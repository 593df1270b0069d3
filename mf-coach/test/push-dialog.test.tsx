import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, renderWithProviders, type FetchCall } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApprovedProgramsTab } from '../src/features/training-program/components/approved-programs-tab.tsx';
import { approvedProgram } from './dashboard-fixtures.ts';

const program = approvedProgram();

/** The team's today is a Wednesday (a rest day) in its own time zone; `players` is the squad. */
function serve(
  players: number,
  push: (call: FetchCall) => Response = () => json({ message: 'Program pushed', startDate: '2026-03-05', playerCount: players }),
) {
  return mockFetch(async (call) => {
    if (call.url === '/api/teams/t1/approved-programs') return json({ programs: [program] });
    if (call.url === '/api/programs/today?teamId=t1') return json({ hasProgram: false, date: '2026-03-04', teamId: 't1', reason: 'rest-day' });
    if (call.url === '/api/teams/t1/players/detailed') return json({ players: Array.from({ length: players }, (_, i) => ({ playerId: `p${i}` })) });
    if (call.url === '/api/programs/ap1/push') return push(call);
    return json({ error: 'unexpected', url: call.url }, 500);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<ApprovedProgramsTab teamId="t1" onEdit={() => {}} />);
  await user.click(await screen.findByRole('button', { name: 'Push to Players' }));
  const dialog = await screen.findByRole('dialog', { name: 'Push to Players' });
  await within(dialog).findByLabelText('Start date (day 1)', {}, { timeout: 10_000 });
  return dialog;
}
const pushes = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/programs/ap1/push');

describe('push dialog', () => {
  it("defaults day 1 to the next training day from the team's today, names how many players receive it, and sends the date", async () => {
    const calls = serve(3);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const date = within(dialog).getByLabelText('Start date (day 1)');
    expect(date).toHaveValue('2026-03-05');
    expect(date).toHaveAttribute('min', '2026-03-04');
    expect(dialog).toHaveTextContent('3 players will receive ‘Springboks Week’ as daily team training, day 1 on Thursday, 5 March 2026.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // Not a training day, or in the past: the field's message, nothing sent.
    fireEvent.change(date, { target: { value: '2026-03-07' } });
    await user.click(within(dialog).getByRole('button', { name: 'Push to 3 players' }));
    expect(await within(dialog).findByText('Day 1 must be a training day: Monday, Tuesday, Thursday or Friday')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    // Announced, and the field is described by its hint and its message.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Day 1 must be a training day: Monday, Tuesday, Thursday or Friday');
    expect(date).toHaveAccessibleDescription(
      'A training day: Monday, Tuesday, Thursday or Friday. The sessions keep their weekdays. Day 1 must be a training day: Monday, Tuesday, Thursday or Friday',
    );
    fireEvent.change(date, { target: { value: '2026-03-03' } });
    await user.click(within(dialog).getByRole('button', { name: 'Push to 3 players' }));
    expect(await within(dialog).findByText('Day 1 cannot be in the past')).toBeInTheDocument();
    expect(pushes(calls)).toEqual([]);

    fireEvent.change(date, { target: { value: '2026-03-09' } });
    expect(dialog).toHaveTextContent('day 1 on Monday, 9 March 2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Push to 3 players' }));
    expect(await screen.findByText('Program pushed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pushes(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { startDate: '2026-03-09' } })]);
  });

  it('warns when the squad has no players (the coach may still push)', async () => {
    const calls = serve(0);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your squad has no players yet: nobody will receive this program now.');
    expect(within(dialog).queryByText(/players will receive/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Push Anyway' }));
    await waitFor(() => expect(pushes(calls)).toHaveLength(1));
  });

  it("shows the server's 400 naming startDate on the field, keeps the dialog open, and Cancel closes it", async () => {
    serve(1, () => json({ error: 'BAD_REQUEST', message: "startDate must not be in the past: today is 2026-03-05 in the team's time zone" }, 400));
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('1 player will receive');
    await user.click(within(dialog).getByRole('button', { name: 'Push to 1 player' }));
    expect(await within(dialog).findByText("startDate must not be in the past: today is 2026-03-05 in the team's time zone")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Start date (day 1)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent("startDate must not be in the past: today is 2026-03-05 in the team's time zone");
    expect(screen.getByRole('dialog', { name: 'Push to Players' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Push to Players' })).toBeEnabled();
  });
});
