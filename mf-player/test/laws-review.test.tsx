import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lawAnswerSchema, lawSchema } from '@rugby/contracts';
import { authKeys, createQueryClient } from '@rugby/kit';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerHomeRoute } from '../src/app/home/routes/player-home-route.tsx';
import { fakeApi, law, playerUser, progressOf } from './fake-api.ts';

const SATURDAY = () => new Date(2026, 2, 7, 10, 0);

/** A law back for review: its question, and (on the server only) the right option and why. */
const review = (n: number) => ({
  ...law(n),
  review: true,
  question: {
    prompt: `What happens next ${n}?`,
    options: [
      { id: 'a', text: `Scrum ${n}` },
      { id: 'b', text: `Penalty ${n}` },
      { id: 'c', text: `Play on ${n}` },
    ],
  },
});
const RIGHT: Record<string, string> = { 'law-1': 'b', 'law-2': 'c' };

/** A weekend day (no training to lock) whose laws are two reviews; the server records answers and views. */
function reviewServer() {
  const laws = [review(1), review(2)].map((l) => lawSchema.parse(l));
  const done = new Set<string>();
  const calls = fakeApi({
    'GET /api/player/training': [],
    'GET /api/players/training/today': { hasTraining: false, date: '2026-03-07', training: null, reason: 'recovery-day' },
    'GET /api/player/progress': progressOf(0, 0),
    'GET /api/player/team': { teamId: null },
    'GET /api/player/unviewed-laws': () => laws.filter((l) => !done.has(l.id)),
    'GET /api/player/laws-today': () => laws.map((l) => ({ ...l, viewed: done.has(l.id) })),
    'POST /api/player/answer-law': (call: { body: { lawId: string; optionId: string } }) => {
      done.add(call.body.lawId);
      const correctOptionId = RIGHT[call.body.lawId]!;
      const correct = call.body.optionId === correctOptionId;
      return lawAnswerSchema.parse({
        lawId: call.body.lawId,
        optionId: call.body.optionId,
        correct,
        correctOptionId,
        explanation: `Because of law ${call.body.lawId}.`,
        nextReviewDate: correct ? '2026-03-21' : '2026-03-08',
        intervalDays: correct ? 14 : 1,
      });
    },
    'POST /api/player/mark-law-viewed': () => ({ message: 'Law already viewed' }),
    'GET /api/player/recovery-tip': { id: 'r1', category: 'sleep', title: 'Wind down', content: 'Sleep.', duration: '5 minutes' },
  });
  return { calls };
}

function renderHome() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, playerUser);
  return renderWithProviders(<PlayerHomeRoute now={SATURDAY} />, { queryClient });
}

afterEach(() => vi.unstubAllGlobals());

describe('laws under review', () => {
  it('on a weekend: asks each review question, shows right or wrong with why, then Got it! moves on', async () => {
    const { calls } = reviewServer();
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Rugby Laws of the Day' });
    expect(await screen.findByText('2 laws to review · about 10 minutes')).toBeInTheDocument();
    expect(screen.queryByText(/Education Required|unlock/i)).toBeNull();
    expect(within(dialog).getByText('Review')).toBeInTheDocument();
    const question = within(dialog).getByRole('group', { name: 'What happens next 1?' });
    // The law's text comes with the answer, and Got it! waits for one.
    expect(within(dialog).queryByText('Law content 1')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Got it!' })).toBeDisabled();

    // A wrong answer: the pick and the right option are shown, with why.
    await userEvent.click(within(question).getByRole('button', { name: 'Scrum 1' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Not quite. Because of law law-1.');
    expect(calls.filter((c) => c.url === '/api/player/answer-law').map((c) => c.body)).toEqual([{ lawId: 'law-1', optionId: 'a' }]);
    expect(within(question).getByRole('button', { name: 'Scrum 1' })).toHaveAttribute('aria-pressed', 'true');
    for (const option of within(question).getAllByRole('button')) expect(option).toBeDisabled();
    expect(within(dialog).getByText('Law content 1')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    expect(await within(dialog).findByRole('heading', { name: 'Law title 2' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/player/mark-law-viewed').map((c) => c.body)).toEqual([{ lawId: 'law-1' }]);

    // A right answer.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play on 2' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Right! Because of law law-2.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    expect(await within(dialog).findByRole('button', { name: 'Learned!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(calls.filter((c) => c.url === '/api/player/answer-law').map((c) => c.body)).toEqual([
      { lawId: 'law-1', optionId: 'a' },
      { lawId: 'law-2', optionId: 'c' },
    ]);
    expect(await screen.findByText("All 2 of today's laws learned. Nice work!")).toBeInTheDocument();
  });
});
