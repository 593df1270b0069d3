import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generationJobs } from '@rugby/kit/testing/generation-jobs.ts';
import { programDocument } from '@rugby/kit/testing/program-fixtures.ts';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerAiTraining } from '../src/features/ai-training/components/player-ai-training.tsx';
import { initialDay } from '../src/features/ai-training/components/program-format.ts';

afterEach(() => vi.unstubAllGlobals());

const day = (name: string, minutes: number) => ({
  total_duration: `${minutes} minutes`,
  warmup: `${name} warm-up line 1\n${name} warm-up line 2`,
  skill_drill: `${name} scrum technique`,
  strength: `${name} squats 4x5`,
  conditioning: `${name} shuttle runs`,
  cooldown: `${name} stretching`,
});
const program = {
  id: 'pp1',
  playerPosition: 'prop',
  seasonPhase: 'in-season',
  generatedAt: '2026-03-02T08:30:00.000Z',
  weekStartDate: '2026-03-02',
  playerAge: 24,
  playerWeight: 110,
  playerHeight: 183,
  programData: {
    weekly_focus: 'Scrum stability\nand leg drive',
    recovery_notes: 'Sleep 8 hours',
    monday: day('Mon', 55),
    tuesday: day('Tue', 50),
    thursday: day('Thu', 60),
    friday: day('Fri', 45),
  },
};
const monday = () => new Date(2026, 2, 2, 9);

describe('Player AI Training page', () => {
  it("no program: 'Generate My Training Program'; generating shows the full-screen message; then the program and 'New Program Generated'", async () => {
    let release!: () => void;
    let stored: typeof program | null = null;
    // The week is asked for as a job the page follows (an AI week takes a while): answered when released.
    const jobs = generationJobs((call) => {
      if (call.url === '/api/player/training-program') return json({ program: stored });
      return new Promise<Response>((resolve) => {
        release = () => {
          stored = program;
          resolve(json({ program, cached: false }));
        };
      });
    });
    const calls = mockFetch(async (call) => (await jobs(call))!);
    const user = userEvent.setup();
    renderWithProviders(<PlayerAiTraining now={monday} />);
    await user.click(await screen.findByRole('button', { name: 'Generate My Training Program' }));
    expect(screen.getByRole('heading', { name: 'Generating Your Training Program' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('New Program Generated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/player/generate-training', body: {}, headers: expect.objectContaining({ prefer: 'respond-async' }) }),
    ]);
    expect(calls.some((c) => c.method === 'GET' && c.url.startsWith('/api/ai/generations/'))).toBe(true);

    // Header, cards, day tabs and the five ordered sections with line breaks kept.
    expect(screen.getByText('Prop')).toBeInTheDocument();
    expect(screen.getByText('In-season')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weekly Focus' }).nextSibling).toHaveTextContent('Scrum stability and leg drive');
    expect(screen.getByText(/Scrum stability/)).toHaveClass('ply:whitespace-pre-line');
    expect(screen.getByText('Sleep 8 hours')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist', { name: 'Training days' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Thursday', 'Friday']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Total duration: 55 minutes')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1Warm-Up', '2Skills Practice', '3Strength Training', '4Conditioning', '5Cool-Down']);
    expect(within(panel).getByText(/Mon warm-up line 1/).textContent).toBe('Mon warm-up line 1\nMon warm-up line 2');
    await user.click(screen.getByRole('tab', { name: 'Thursday' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Total duration: 60 minutes')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('Thu shuttle runs')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('age 24, weight 110 kg, height 183 cm, position Prop');
    expect(footer).toHaveTextContent(
      `Week of ${new Date(2026, 2, 2).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}`,
    );
    expect(footer).toHaveTextContent('Generated');
  });

  it("a stored program shows at once; Regenerate asks for a new one; a cached answer says 'Training Program Loaded'", async () => {
    let cached = true;
    const calls = mockFetch((call) => (call.url === '/api/player/training-program' ? json({ program }) : json({ program: { ...program, id: 'pp2' }, cached })));
    const user = userEvent.setup();
    renderWithProviders(<PlayerAiTraining now={monday} />);
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Training Program Loaded')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ regenerate: true }]);
    cached = false;
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('New Program Generated')).toBeInTheDocument();
  });

  it('a structured week shows each day as blocks with prescriptions and cues; a day the document lacks keeps its text sections', async () => {
    const withDocument = {
      ...program,
      document: programDocument(),
      programData: { ...program.programData, thursday: { ...day('Thu', 60), strength: 'Focus: power.\n- Trap-bar jump (10 min): 4 x 3, full recovery' } },
    };
    mockFetch(() => json({ program: withDocument }));
    const user = userEvent.setup();
    renderWithProviders(<PlayerAiTraining now={monday} />);
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Monday: Contact and power' })).toBeInTheDocument();
    expect(within(panel).getByText(/^Total duration:/)).toBeInTheDocument();
    // The spec's five sections in order; those the structured day has show its prescriptions, the others their text.
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1Warm-Up', '2Skills Practice', '3Strength Training', '4Conditioning', '5Cool-Down']);
    expect(within(panel).getByText('4 × 5 @ 80% 1RM, rest 2 min')).toBeInTheDocument();
    expect(within(panel).getByText('Drive through mid-foot')).toBeInTheDocument();
    expect(within(panel).getByText('Equipment: barbell, rack')).toBeInTheDocument();
    expect(within(panel).queryByText(/Mon warm-up/)).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent('- ');

    await user.click(screen.getByRole('tab', { name: 'Thursday' }));
    const thursday = screen.getByRole('tabpanel');
    expect(within(thursday).getByText('Total duration: 60 minutes')).toBeInTheDocument();
    expect(within(thursday).getByText('Focus: power.')).toBeInTheDocument();
    expect(within(thursday).getByText('Trap-bar jump (10 min): 4 x 3, full recovery').tagName).toBe('LI');
    expect(thursday).not.toHaveTextContent('- Trap-bar');
  });

  it("a failure says 'Generation Failed' with the server message", async () => {
    mockFetch((call) =>
      call.url === '/api/player/training-program'
        ? json({ program: null })
        : json({ error: 'NOT_FOUND', message: 'Join a team to get your weekly training program' }, 404),
    );
    const user = userEvent.setup();
    renderWithProviders(<PlayerAiTraining now={monday} />);
    await user.click(await screen.findByRole('button', { name: 'Generate My Training Program' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Join a team to get your weekly training program')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate My Training Program' })).toBeInTheDocument();
  });

  it('opens on today when it is a training day, else Monday', () => {
    expect(initialDay(new Date(2026, 2, 5))).toBe('thursday');
    expect(initialDay(new Date(2026, 2, 4))).toBe('monday');
    expect(initialDay(new Date(2026, 2, 7))).toBe('monday');
  });
});
