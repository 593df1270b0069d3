import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProgramText } from '@rugby/contracts/program/render';
import { programDay, programDocument } from '@rugby/kit/testing/program-fixtures.ts';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickSession } from '../src/features/ai-training/components/quick-session.tsx';
import { generationJobs } from '@rugby/kit/testing/generation-jobs.ts';

afterEach(() => vi.unstubAllGlobals());

/** A session answer: one day (the kit's sample Monday) in a session document, and its text (no cues). */
const DOCUMENT = programDocument({
  title: 'Squad session: tackle technique',
  intro: ['Focus: tackle technique.'],
  meta: { ...programDocument().meta, source: 'session' },
  days: [programDay({ theme: 'Tackle technique' })],
  restDay: '',
  weekend: '',
});
const SESSION = { program: renderProgramText(DOCUMENT), document: DOCUMENT };
/** The server: the session routes answer as jobs the form follows (generation-jobs.ts), with what `answer` gives. */
const serve = (answer: () => Response) => {
  const server = generationJobs(answer);
  return mockFetch(async (call) => (await server(call))!);
};

describe('quick session', () => {
  it('sends the trimmed focus and the minutes, and shows the session from its document (cues too, which the text has not)', async () => {
    const calls = serve(() => json(SESSION));
    renderWithProviders(<QuickSession teamId="t1" />);
    await userEvent.type(screen.getByLabelText('Focus (optional)'), '  tackle technique ');
    await userEvent.type(screen.getByLabelText('Minutes'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Session' }));
    const session = await screen.findByRole('region', { name: 'Generated session' });
    expect(within(session).getByText('Squad session: tackle technique')).toBeInTheDocument();
    expect(within(session).getByText('Focus: tackle technique.')).toBeInTheDocument();
    expect(within(session).getByRole('heading', { level: 4, name: 'Monday: Tackle technique' })).toBeInTheDocument();
    expect(within(session).getByText('4 × 5 @ 80% 1RM, rest 2 min')).toBeInTheDocument();
    expect(SESSION.program).not.toContain('Drive through mid-foot');
    expect(within(session).getByText('Drive through mid-foot')).toBeInTheDocument();
    expect(session.textContent).not.toMatch(/#|> /);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/coach/generate-training',
      body: { teamId: 't1', focus: 'tackle technique', durationMinutes: 45 },
      headers: { prefer: 'respond-async' },
    });
    // Asked for as a job and followed until done.
    expect(calls[1]).toMatchObject({ method: 'GET', url: expect.stringMatching(/^\/api\/ai\/generations\//) });
  });

  it('leaves out a blank focus and blank minutes (the server picks the length)', async () => {
    const calls = serve(() => json(SESSION));
    renderWithProviders(<QuickSession teamId="t1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Session' }));
    expect(await screen.findByRole('region', { name: 'Generated session' })).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ teamId: 't1' });
  });

  it("refuses minutes outside the route's range on the field, announced, and sends nothing", async () => {
    const calls = serve(() => json(SESSION));
    renderWithProviders(<QuickSession teamId="t1" />);
    const minutes = screen.getByLabelText('Minutes');
    expect(minutes).toHaveAttribute('min', '20');
    expect(minutes).toHaveAttribute('max', '120');
    await userEvent.type(minutes, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Session' }));
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveAccessibleDescription('Minutes must be a whole number from 20 to 120');
    expect(screen.getByRole('alert')).toHaveTextContent('Minutes must be a whole number from 20 to 120');
    expect(calls).toHaveLength(0);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    expect(minutes).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Session' }));
    expect(await screen.findByRole('region', { name: 'Generated session' })).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ teamId: 't1', durationMinutes: 30 });
  });

  it("a generation that failed shows the server's message under 'Generation Failed', as the call answered at once did", async () => {
    const calls = serve(() =>
      json({ error: 'AI_PROVIDER_ERROR', message: 'The AI provider did not answer in time. Nothing was saved; please try again.' }, 502),
    );
    renderWithProviders(<QuickSession teamId="t1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Session' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('The AI provider did not answer in time. Nothing was saved; please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Session' })).toBeEnabled();
    expect(calls.filter((c) => c.url.startsWith('/api/ai/generations/')).length).toBeGreaterThan(0);
  });

  it("puts the server's 400 on the field it names; the toast then says what failed", async () => {
    serve(() =>
      json(
        {
          error: 'BAD_REQUEST',
          message: 'durationMinutes: Too big: expected number to be <=120',
          details: [{ path: ['durationMinutes'], message: 'Too big: expected number to be <=120' }],
        },
        400,
      ),
    );
    renderWithProviders(<QuickSession teamId="t1" />);
    await userEvent.type(screen.getByLabelText('Minutes'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Session' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate training program')).toBeInTheDocument();
    const minutes = screen.getByLabelText('Minutes');
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveAccessibleDescription('Too big: expected number to be <=120');
  });
});
