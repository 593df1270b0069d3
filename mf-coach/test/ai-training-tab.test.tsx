import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProgramText } from '@rugby/contracts/program/render';
import { programDay, programDocument, programItem } from '@rugby/kit/testing/program-fixtures.ts';
import { json, mockFetch, renderWithProviders, type FetchCall } from '@rugby/kit/testing/render.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiTrainingTab } from '../src/features/ai-training/components/ai-training-tab.tsx';
import { initialWorkflow, useWorkflowStore } from '../src/features/ai-training/components/workflow.ts';
import { ApprovedProgramsTab } from '../src/features/training-program/components/approved-programs-tab.tsx';
import { generationJobs } from '@rugby/kit/testing/generation-jobs.ts';
import { approvedProgram } from './dashboard-fixtures.ts';

const elitePrograms = [
  {
    type: 'all-blacks',
    name: 'All Blacks Style',
    country: 'New Zealand',
    description: 'Fast, skilful rugby.',
    themes: ['Handling for all fifteen', 'Quick ruck ball'],
  },
  { type: 'springboks', name: 'Springboks Style', country: 'South Africa', description: 'Physical forward power.', themes: ['Set-piece dominance'] },
];
/** The generate and customize answers: each program is its document; its text (the short rendering) has no cues. */
const ELITE_DOCUMENT = programDocument({ title: 'All Blacks Style: In-season Training Week' });
const ELITE_TEXT = renderProgramText(ELITE_DOCUMENT);
const CUSTOMIZED_DOCUMENT = programDocument({
  title: ELITE_DOCUMENT.title,
  meta: { ...ELITE_DOCUMENT.meta, customizations: ['More scrummaging: scrum work added on Monday and Thursday'] },
});
const CUSTOMIZED = renderProgramText(CUSTOMIZED_DOCUMENT);
const CUE = 'Drive through mid-foot';
/** A scrum block, for a second week that is not the sample one. */
const scrums = {
  kind: 'skills' as const,
  note: null,
  items: [
    programItem({
      name: 'Scrum machine',
      minutes: 20,
      sets: 6,
      durationSeconds: 30,
      restSeconds: 60,
      cues: ['Low, flat back'],
      contact: 'controlled' as const,
    }),
  ],
};

type Responder = (call: FetchCall) => Response | Promise<Response> | undefined;
/** The server; the generation routes answer as jobs the tab follows (generation-jobs.ts), with what `extra` or the defaults answer. */
function serve(extra: Responder = () => undefined) {
  const server = generationJobs(async (call) => {
    const answer = await extra(call);
    if (answer) return answer;
    if (call.url === '/graphql') return json({ data: { elitePrograms } });
    if (call.url === '/api/ai/generate-elite-program')
      return json({ program: ELITE_TEXT, programType: 'all-blacks', programTitle: 'All Blacks Style: In-season Training Week', document: ELITE_DOCUMENT });
    if (call.url === '/api/ai/customize-program') return json({ program: CUSTOMIZED, document: CUSTOMIZED_DOCUMENT });
    if (call.url === '/api/ai/approve-program')
      return json(
        {
          id: 'ap1',
          teamId: 't1',
          programTitle: 'All Blacks Style: In-season Training Week',
          programContent: CUSTOMIZED,
          programType: 'all-blacks',
          customizationPrompt: 'more scrummaging',
          approvedAt: '2026-03-02T09:00:00.000Z',
          isPushed: false,
          pushedAt: null,
          document: CUSTOMIZED_DOCUMENT,
        },
        201,
      );
    return json({ error: 'unexpected', url: call.url }, 500);
  });
  return mockFetch(async (call) => (await server(call))!);
}

beforeEach(() => useWorkflowStore.setState({ state: initialWorkflow }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** One toast is visible at a time: close the current one so the next can show. */
const dismissToast = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

describe('AI Training tab', () => {
  it('selects an elite program (Loading... on the chosen card, others disabled), customizes and approves it; after 3 s it resets and opens the approved programs', async () => {
    let releaseElite!: () => void;
    const calls = serve((call) =>
      call.url === '/api/ai/generate-elite-program'
        ? new Promise<Response>((resolve) => {
            releaseElite = () =>
              resolve(
                json({ program: ELITE_TEXT, programType: 'all-blacks', programTitle: 'All Blacks Style: In-season Training Week', document: ELITE_DOCUMENT }),
              );
          })
        : undefined,
    );
    const onApproved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={onApproved} />);

    await user.click(screen.getByRole('button', { name: /Elite Programs/ }));
    expect(await screen.findByText(/original content inspired by national playing styles/)).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Elite programs' });
    expect(within(cards).getByText('Quick ruck ball')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select All Blacks Style' }));
    expect(within(cards).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Select Springboks Style' })).toBeDisabled();
    // Asked for as a job: the card keeps loading while the tab follows it.
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/ai/generations/'))).toBe(true));
    expect(within(cards).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    releaseElite();

    expect(await screen.findByText('Elite Program Selected')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preview your program' })).toBeInTheDocument();
    expect(screen.getByText('Initial Review')).toBeInTheDocument();
    // The read time is the text's (length / 500); the program shown is the document, cues included.
    expect(screen.getByText(`${Math.ceil(ELITE_TEXT.length / 500)} min read`)).toBeInTheDocument();
    const content = screen.getByRole('region', { name: 'Program content' });
    expect(within(content).getByRole('heading', { level: 5, name: 'Monday: Contact and power' })).toBeInTheDocument();
    expect(within(content).getAllByText(CUE)).toHaveLength(3);
    expect(calls.find((c) => c.url === '/api/ai/generate-elite-program')).toMatchObject({
      method: 'POST',
      body: { programType: 'all-blacks', teamId: 't1' },
      headers: { prefer: 'respond-async' },
    });
    // Followed until done: no request was held open while it ran.
    expect(calls.filter((c) => c.url.startsWith('/api/ai/generations/')).length).toBeGreaterThan(1);

    await dismissToast(user);
    await user.click(screen.getByRole('button', { name: 'Customize Program' }));
    expect(screen.getByText('Customizing')).toBeInTheDocument();
    // A blank request does nothing.
    await user.click(screen.getByRole('button', { name: 'Apply Customizations' }));
    expect(calls.some((c) => c.url === '/api/ai/customize-program')).toBe(false);
    await user.type(screen.getByLabelText('What should change?'), 'more scrummaging');
    await user.click(screen.getByRole('button', { name: 'Apply Customizations' }));
    expect(await screen.findByText('Program Customized')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Final preview' })).toBeInTheDocument();
    expect(screen.getByText('Final Review')).toBeInTheDocument();
    expect(screen.getByText('Customized:').nextSibling).toHaveTextContent('Yes');
    expect(screen.getByRole('heading', { name: 'Customizations applied' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/ai/customize-program')?.body).toEqual({
      originalProgram: ELITE_TEXT,
      customizationRequest: 'more scrummaging',
      teamId: 't1',
      document: ELITE_DOCUMENT,
    });

    await dismissToast(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: /Approve & Implement/ }));
    expect(await screen.findByText('Program Approved!')).toBeInTheDocument();
    expect(screen.getByText('Implemented')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/ai/approve-program')?.body).toEqual({
      program: CUSTOMIZED,
      programType: 'all-blacks',
      teamId: 't1',
      programTitle: 'All Blacks Style: In-season Training Week',
      customizationPrompt: 'more scrummaging',
      document: CUSTOMIZED_DOCUMENT,
    });
    expect(onApproved).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(onApproved).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Choose a program type' })).toBeInTheDocument();
  });

  it("previews the generate answer's document, sends it with customize, keeps the customize answer's and sends that with approve", async () => {
    const generated = programDocument();
    const customized = programDocument({ meta: { ...generated.meta, customizations: ['More scrummaging: scrum work added on Monday and Thursday'] } });
    const calls = serve((call) => {
      if (call.url === '/api/ai/generate-elite-program')
        return json({ program: ELITE_TEXT, programType: 'all-blacks', programTitle: generated.title, document: generated });
      if (call.url === '/api/ai/customize-program') return json({ program: CUSTOMIZED, document: customized });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Elite Programs/ }));
    await user.click(await screen.findByRole('button', { name: 'Select All Blacks Style' }));
    expect(await screen.findByRole('heading', { name: 'Preview your program' })).toBeInTheDocument();

    // The structure is shown, not the text: days with their match-day role, blocks, prescriptions and cues.
    const content = screen.getByRole('region', { name: 'Program content' });
    expect(within(content).getByRole('heading', { level: 4, name: generated.title })).toBeInTheDocument();
    expect(
      within(content)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual(['Monday: Contact and power', 'Tuesday: Speed', 'Wednesday: Rest day', 'Friday: Captain\u2019s run', 'Weekend: Recovery']);
    expect(within(content).getAllByText('4 × 5 @ 80% 1RM, rest 2 min')).toHaveLength(3);
    expect(within(content).getAllByText('Drive through mid-foot')).toHaveLength(3);
    expect(within(content).getByText('MD-1')).toBeInTheDocument();
    expect(content.textContent).not.toMatch(/#|> /);

    await dismissToast(user);
    await user.click(screen.getByRole('button', { name: 'Customize Program' }));
    await user.type(screen.getByLabelText('What should change?'), 'more scrummaging');
    await user.click(screen.getByRole('button', { name: 'Apply Customizations' }));
    expect(await screen.findByRole('heading', { name: 'Final preview' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/ai/customize-program')?.body).toEqual({
      originalProgram: ELITE_TEXT,
      customizationRequest: 'more scrummaging',
      teamId: 't1',
      document: generated,
    });
    const final = screen.getByRole('region', { name: 'Program content' });
    expect(within(final).getByRole('heading', { level: 5, name: 'Customizations applied' })).toBeInTheDocument();
    expect(within(final).getByText('More scrummaging: scrum work added on Monday and Thursday')).toBeInTheDocument();

    await dismissToast(user);
    await user.click(screen.getByRole('button', { name: /Approve & Implement/ }));
    expect(await screen.findByText('Program Approved!')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/ai/approve-program')?.body).toEqual({
      program: CUSTOMIZED,
      programType: 'all-blacks',
      teamId: 't1',
      programTitle: generated.title,
      customizationPrompt: 'more scrummaging',
      document: customized,
    });
  });

  it("custom path: blank content gives 'Missing Content'; a failure shows the server message; Start Over goes back to choose-type", async () => {
    const calls = serve((call) =>
      call.url === '/api/ai/generate-elite-program' && calls.filter((c) => c.url === call.url).length === 1
        ? json({ error: 'AI_PROVIDER_ERROR', message: 'The AI provider did not answer in time' }, 502)
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Custom Program/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Program' }));
    expect(await screen.findByText('Missing Content')).toBeInTheDocument();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Please provide training content to process')).toBeInTheDocument();
    // The field too: marked invalid, described by its message, announced.
    const content = screen.getByLabelText('Your training content');
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription(
      'The AI arranges it into a 4-day week (Monday, Tuesday, Thursday, Friday) you can review and customize. Please provide training content to process',
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Please provide training content to process');
    expect(calls.some((c) => c.url.startsWith('/api/ai'))).toBe(false);

    await user.type(content, 'Monday: scrums');
    expect(content).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Generate Program' }));
    // The failure takes the place of the earlier 'Missing Content'.
    expect(await screen.findByText('Program Generation Failed')).toBeInTheDocument();
    expect(screen.queryByText('Missing Content')).toBeNull();
    expect(screen.getByText('The AI provider did not answer in time')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    await user.click(screen.getByRole('button', { name: 'Generate Program' }));
    expect(await screen.findByText('Custom Program Generated')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/ai/generate-elite-program').at(-1)?.body).toEqual({
      programType: 'custom',
      customContent: 'Monday: scrums',
      teamId: 't1',
    });
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByRole('heading', { name: 'Choose a program type' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it("an elite selection failure shows 'Program Selection Failed' and keeps the cards", async () => {
    serve((call) => (call.url === '/api/ai/generate-elite-program' ? json({ error: 'AI_PROVIDER_ERROR', message: 'down' }, 502) : undefined));
    const user = userEvent.setup();
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Elite Programs/ }));
    await user.click(await screen.findByRole('button', { name: 'Select Springboks Style' }));
    expect(await screen.findByText('Program Selection Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to load elite program. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Springboks Style' })).toBeEnabled();
  });
});

describe('Training Program tab and editing', () => {
  const program = approvedProgram();

  it("lists approved programs; Push to Players opens the push dialog, shows the server message and then 'Already Pushed' (disabled); a failure shows the server message", async () => {
    let pushed = false;
    const calls = serve((call) => {
      if (call.url === '/api/teams/t1/approved-programs')
        return json({
          programs: [
            { ...program, isPushed: pushed, pushedAt: pushed ? '2026-03-02T10:00:00.000Z' : null },
            { ...program, id: 'ap2', programTitle: 'Old Week' },
          ],
        });
      if (call.url === '/api/programs/today?teamId=t1') return json({ hasProgram: false, date: '2026-03-02', teamId: 't1', reason: 'no-program' });
      if (call.url === '/api/teams/t1/players/detailed') return json({ players: [{ playerId: 'p1' }, { playerId: 'p2' }, { playerId: 'p3' }] });
      if (call.url === '/api/programs/ap1/push') {
        pushed = true;
        return json({ message: 'Program pushed to 3 players: day 1 is today', startDate: '2026-03-02', playerCount: 3 });
      }
      if (call.url === '/api/programs/ap2/push') return json({ error: 'CONFLICT', message: 'Already Pushed: this program was pushed on 2026-03-01' }, 409);
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<ApprovedProgramsTab teamId="t1" onEdit={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Approved AI Training Programs' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Springboks Week', level: 4 })).closest('[aria-labelledby]') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Push to Players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push to Players' });
    await user.click(await within(dialog).findByRole('button', { name: 'Push to 3 players' }));
    expect(await screen.findByText('Program pushed to 3 players: day 1 is today')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Already Pushed' })).toBeDisabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/programs/ap1/push')).toEqual([expect.objectContaining({ method: 'POST', body: { startDate: '2026-03-02' } })]);

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    const old = screen.getByRole('heading', { name: 'Old Week', level: 4 }).closest('[aria-labelledby]') as HTMLElement;
    await user.click(within(old).getByRole('button', { name: 'Push to Players' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Push to Players' })).findByRole('button', { name: 'Push to 3 players' }));
    expect(await screen.findByText('Already Pushed: this program was pushed on 2026-03-01')).toBeInTheDocument();
  });

  it("Edit opens a pushed program at edit-preview; 'Save Changes & Re-distribute' updates it; failure shows 'Update Failed'", async () => {
    let failUpdate = true;
    const calls = serve((call) => {
      if (call.url === '/api/teams/t1/approved-programs') return json({ programs: [{ ...program, isPushed: true, pushedAt: '2026-03-02T10:00:00.000Z' }] });
      if (call.url === '/api/approved-programs/ap1')
        return failUpdate ? json({ message: 'boom' }, 500) : json({ ...program, programTitle: 'Springboks Week v2' });
      return undefined;
    });
    const onApproved = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <ApprovedProgramsTab teamId="t1" onEdit={(p) => useWorkflowStore.getState().dispatch({ type: 'edit', program: p })} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Springboks Week' }));
    rerender(<></>);
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={onApproved} />);
    expect(screen.getByRole('heading', { name: 'Edit approved program' })).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Program title'));
    await user.type(screen.getByLabelText('Program title'), 'Springboks Week v2');
    await user.click(screen.getByRole('button', { name: 'Save Changes & Re-distribute' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update program. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    failUpdate = false;
    await user.click(screen.getByRole('button', { name: 'Save Changes & Re-distribute' }));
    expect(await screen.findByText('Program Updated & Re-distributed!')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/approved-programs/ap1').at(-1)).toMatchObject({
      method: 'PUT',
      body: { programContent: program.programContent, programTitle: 'Springboks Week v2', customizationPrompt: null, document: program.document },
    });
    expect(onApproved).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Choose a program type' })).toBeInTheDocument();
  });

  it("'View program' shows each program from its document read-only, with the text's read time; Edit keeps the document and Save Changes (not pushed: nothing re-distributed) sends it", async () => {
    const { document } = program;
    const oldDocument = programDocument({ title: 'Old Week', days: [programDay({ theme: 'Scrums', blocks: [scrums] })] });
    const old = { ...program, id: 'ap2', programTitle: 'Old Week', programContent: renderProgramText(oldDocument), document: oldDocument };
    const calls = serve((call) => {
      if (call.url === '/api/teams/t1/approved-programs') return json({ programs: [program, old] });
      if (call.url === '/api/approved-programs/ap1') return json(program);
      return undefined;
    });
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <ApprovedProgramsTab teamId="t1" onEdit={(p) => useWorkflowStore.getState().dispatch({ type: 'edit', program: p })} />,
    );
    const card = (await screen.findByRole('heading', { name: 'Springboks Week', level: 4 })).closest('[aria-labelledby]') as HTMLElement;
    // The read time is the text's: length / 500, rounded up.
    expect(within(card).getByText(`${Math.ceil(program.programContent.length / 500)} min read`)).toBeInTheDocument();
    await user.click(within(card).getByText('View program'));
    expect(within(card).getByRole('heading', { level: 6, name: 'Monday: Contact and power' })).toBeVisible();
    expect(within(card).getAllByText('4 × 5 @ 80% 1RM, rest 2 min')[0]).toBeVisible();
    // Cues, equipment and notes are in the document only (the text is the short rendering).
    expect(program.programContent).not.toContain(CUE);
    expect(within(card).getAllByText(CUE)[0]).toBeVisible();
    expect(within(card).getAllByText('Equipment: barbell, rack')[0]).toBeVisible();
    const oldCard = screen.getByRole('heading', { name: 'Old Week', level: 4 }).closest('[aria-labelledby]') as HTMLElement;
    await user.click(within(oldCard).getByText('View program'));
    expect(within(oldCard).getByRole('heading', { level: 6, name: 'Monday: Scrums' })).toBeVisible();
    expect(within(oldCard).getAllByText('6 × 30 s, rest 1 min')[0]).toBeVisible();
    expect(within(oldCard).getAllByText('Low, flat back')[0]).toBeVisible();
    expect(oldCard.textContent).not.toMatch(/#|> /);

    await user.click(within(card).getByRole('button', { name: 'Edit Springboks Week' }));
    rerender(<></>);
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={() => {}} />);
    expect(within(screen.getByRole('region', { name: 'Program content' })).getAllByText('4 × 5 @ 80% 1RM, rest 2 min')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Save Changes & Re-distribute' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Program Updated!')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/approved-programs/ap1').at(-1)?.body).toEqual({
      programContent: program.programContent,
      programTitle: 'Springboks Week',
      customizationPrompt: null,
      document,
    });
  });

  it('Cancel Edit goes back to choose-type', async () => {
    serve();
    useWorkflowStore.getState().dispatch({ type: 'edit', program });
    const user = userEvent.setup();
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(screen.getByRole('heading', { name: 'Choose a program type' })).toBeInTheDocument();
  });
});
