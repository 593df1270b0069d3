import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authKeys, createQueryClient } from '@rugby/kit';
import { json, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerHomeRoute } from '../src/features/home/routes/player-home-route.tsx';
import { activity, fakeApi, law, playerUser, progressOf } from './fake-api.ts';

const MONDAY = () => new Date(2026, 2, 2, 10, 0);
const EDUCATION = "Complete your previous day's educational content to unlock today's training";

/** A server that remembers which laws were viewed; the training call is locked while `locked()` says so. */
function lawsServer({ locked = () => false }: { locked?: (viewed: Set<string>) => boolean } = {}) {
  const viewed = new Set<string>();
  const laws = [law(1), law(2), law(3)];
  const calls = fakeApi({
    'GET /api/player/training': () => (locked(viewed) ? json({ message: EDUCATION }, 403) : [activity('w1', 'warmup', 'Dynamic warm-up')]),
    'GET /api/players/training/today': { hasTraining: false, date: '2026-03-02', training: null, reason: 'no-program' },
    'GET /api/player/progress': progressOf(0, 0),
    'GET /api/player/team': { teamId: null },
    'GET /api/player/unviewed-laws': () => laws.filter((l) => !viewed.has(l.id)),
    'GET /api/player/laws-today': () => laws.map((l) => ({ ...l, viewed: viewed.has(l.id) })),
    'POST /api/player/mark-law-viewed': (call: { body: { lawId: string } }) => { viewed.add(call.body.lawId); return { message: 'ok' }; },
    'GET /api/player/recovery-tip': { id: 'r1', category: 'sleep', title: 'Wind down', content: 'Sleep.', duration: '5 minutes' },
  });
  return { calls, viewed };
}

function renderHome() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.currentUser, playerUser);
  return renderWithProviders(<PlayerHomeRoute now={MONDAY} />, { queryClient });
}

afterEach(() => vi.unstubAllGlobals());

describe('laws popup', () => {
  it('opens by itself, shows one law at a time, Got it! marks viewed and advances, closes 0.5 s after the last', async () => {
    const { calls, viewed } = lawsServer();
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Rugby Laws of the Day' });
    expect(dialog).toHaveTextContent('1 of 3 · about 10 minutes');
    // The rulebook's law number is named as such, apart from the place in today's three.
    expect(dialog).toHaveTextContent(/World Rugby Law \d+/);
    expect(screen.getByRole('heading', { name: 'Law title 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(await screen.findByRole('heading', { name: 'Law title 2' })).toBeInTheDocument();
    expect(viewed).toEqual(new Set(['law-1']));
    // The card behind the popup counts it at once.
    expect(screen.getByText('1 of 3 learned today')).toBeInTheDocument();

    // Back to the first: it now reads Learned!
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Law title 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Learned!' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(await screen.findByRole('heading', { name: 'Law title 3' })).toBeInTheDocument();
    expect(screen.getByText('Advanced')).toBeInTheDocument(); // 'expert' is treated as advanced
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(await screen.findByRole('button', { name: 'Learned!' })).toBeInTheDocument();
    // Still open right after the last law, closed half a second later, and not reopened (none remain).
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(viewed).toEqual(new Set(['law-1', 'law-2', 'law-3']));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ lawId: 'law-1' }, { lawId: 'law-2' }, { lawId: 'law-3' }]);
    await waitFor(() => expect(screen.getByText("All 3 of today's laws learned. Nice work!")).toBeInTheDocument());
    // One statement of it: no '… of 3 learned today' beside it.
    expect(screen.queryByText(/of 3 learned today/)).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Review: today's laws again, all Learned!
    await userEvent.click(screen.getByRole('button', { name: 'Review Laws' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('1 of 3 · about 10 minutes');
    expect(screen.getByRole('button', { name: 'Learned!' })).toBeInTheDocument();
  });

  it('stays closed once dismissed while the same laws remain, and opens again on demand', async () => {
    lawsServer();
    renderHome();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('3 laws to learn · about 10 minutes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Learn Laws' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('1 of 3 · about 10 minutes');
  });

  it('waits while another dialog is open (e.g. Beta Feedback), then opens by itself', async () => {
    const { calls } = lawsServer();
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-label', 'Beta Feedback');
    document.body.appendChild(other);
    try {
      renderHome();
      await waitFor(() => expect(calls.some((c) => c.url === '/api/player/unviewed-laws')).toBe(true));
      await new Promise((r) => setTimeout(r, 200));
      expect(screen.queryByRole('dialog', { name: 'Rugby Laws of the Day' })).not.toBeInTheDocument();
    } finally {
      other.remove();
    }
    expect(await screen.findByRole('dialog', { name: 'Rugby Laws of the Day' })).toHaveTextContent('1 of 3 · about 10 minutes');
  });

  it('unlocks the day once the missed laws are learned from the Education Required screen', async () => {
    lawsServer({ locked: (viewed) => viewed.size < 3 });
    renderHome();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Education Required' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Learn Today's Laws" }));
    for (const n of [1, 2, 3]) {
      await screen.findByRole('heading', { name: `Law title ${n}` });
      await userEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(await screen.findByRole('checkbox', { name: 'Dynamic warm-up' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Education Required' })).not.toBeInTheDocument();
  });
});
