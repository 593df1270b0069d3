import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProgramText } from '@rugby/contracts/program/render';
import type { ProgramDocument } from '@rugby/contracts/program/schema';
import { programItem, programDocument } from '@rugby/kit/testing/program-fixtures.ts';
import { json, mockFetch, renderWithProviders, type FetchCall } from '@rugby/kit/testing/render.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiTrainingTab } from '../src/features/ai-training/components/ai-training-tab.tsx';
import { addItem, canRemove, moveItem, removeItem, replaceItem, itemKey } from '../src/features/ai-training/components/program-editor/program-edits.ts';
import { initialWorkflow, useWorkflowStore } from '../src/features/ai-training/components/workflow.ts';

const document = programDocument({ title: 'Springboks Week' });
const approved = {
  id: 'ap1',
  teamId: 't1',
  programTitle: 'Springboks Week',
  programContent: renderProgramText(document),
  programType: 'springboks' as const,
  customizationPrompt: null,
  approvedAt: '2026-03-02T09:00:00.000Z',
  isPushed: false,
  pushedAt: null,
  document,
};
const library = {
  seasonPhase: 'in-season',
  weekOfPhase: 2,
  exercises: [
    {
      category: 'strength',
      equipment: 'gym',
      item: programItem({ exerciseId: 'st-rdl', name: 'Romanian deadlift', minutes: 10, sets: 3, reps: 8, restSeconds: 90, load: { kind: 'rpe', rpe: 7 } }),
    },
    {
      category: 'strength',
      equipment: 'gym',
      item: programItem({
        exerciseId: 'st-bench-press',
        name: 'Bench press',
        minutes: 12,
        sets: 4,
        reps: 6,
        restSeconds: 120,
        load: { kind: 'percent1rm', percent: 75 },
      }),
    },
    { category: 'conditioning', equipment: 'none', item: programItem({ exerciseId: 'co-bronco', name: 'Bronco test', minutes: 8, sets: 1 }) },
  ],
};

/** The rules the fake service finds: Monday too short while its strength block holds the tackle drill; a week-wide budget line. */
function violationsOf(doc: ProgramDocument) {
  const monday = doc.days.find((d) => d.day === 'monday')!;
  const minutes = monday.blocks.flatMap((b) => b.items).reduce((s, i) => s + i.minutes, 0);
  return [
    ...(minutes < 45 ? [{ rule: 'session-length', day: 'monday', message: `monday lasts ${minutes} minutes (45-60)` }] : []),
    { rule: 'contact-budget', message: '30 minutes of controlled contact this week (budget 20)' },
  ];
}

function serve() {
  return mockFetch(async (call: FetchCall) => {
    if (call.url === '/graphql') return json({ data: { elitePrograms: [] } });
    if (call.url === '/api/programs/check') return json({ violations: violationsOf((call.body as { document: ProgramDocument }).document) });
    if (call.url === '/api/exercise-library?teamId=t1') return json(library);
    if (call.url === '/api/approved-programs/ap1') return json({ ...approved, ...(call.body as object) });
    return json({ error: 'unexpected', url: call.url }, 500);
  });
}

beforeEach(() => useWorkflowStore.setState({ state: initialWorkflow }));
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  useWorkflowStore.getState().dispatch({ type: 'edit', program: approved });
  renderWithProviders(<AiTrainingTab teamId="t1" onApproved={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Edit Program' }));
  return screen.findByRole('region', { name: 'Program editor' }, { timeout: 10_000 });
}
const block = (editor: HTMLElement, name: string) => within(editor).getByRole('list', { name });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);

describe('program edits (the editor model)', () => {
  it('moves, replaces, adds and removes items, keeping the other items (and their keys) as they were', () => {
    const [squat, tackle] = document.days[0]!.blocks[1]!.items;
    const moved = moveItem(document, { day: 0, block: 1, item: 1 }, -1);
    expect(moved.days[0]!.blocks[1]!.items).toEqual([tackle, squat]);
    expect(moved.days[1]).toBe(document.days[1]);
    expect(moveItem(document, { day: 0, block: 1, item: 0 }, -1)).toBe(document);
    const renamed = { ...squat!, name: 'Heavy squat' };
    expect(itemKey(replaceItem(document, { day: 0, block: 1, item: 0 }, renamed).days[0]!.blocks[1]!.items[0]!)).toBe(itemKey(squat!));
    const full = Array.from({ length: 12 }, (_, i) => programItem({ name: `Item ${i}` }));
    const crowded = { ...document, days: [{ ...document.days[0]!, blocks: [{ ...document.days[0]!.blocks[0]!, items: full }] }] };
    expect(addItem(crowded, { day: 0, block: 0 }, programItem())).toBe(crowded);
    // The last item of a block takes the block with it, but a day keeps one block.
    expect(removeItem(document, { day: 0, block: 0, item: 0 }).days[0]!.blocks.map((b) => b.kind)).toEqual(['strength']);
    const single = { ...document, days: [{ ...document.days[0]!, blocks: [document.days[0]!.blocks[0]!] }] };
    expect(canRemove(single, { day: 0, block: 0 })).toBe(false);
    expect(removeItem(single, { day: 0, block: 0, item: 0 })).toBe(single);
  });
});

describe('structured program editor', () => {
  it('reorders (by keyboard too), edits a dose, renames, adds from the library and removes; Save sends the edited document and its rendering', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const editor = await openEditor(user);

    // Warnings next to the day they concern (and the week's own), fetched for the program being edited.
    const mondayWarnings = await within(editor).findByRole('group', { name: 'Coaching warnings for Monday' });
    expect(mondayWarnings).toHaveTextContent('monday lasts 32 minutes (45-60)');
    expect(within(editor).getByRole('group', { name: 'Warnings for the whole week' })).toHaveTextContent(
      '30 minutes of controlled contact this week (budget 20)',
    );
    expect(within(editor).getByRole('tab', { name: 'Monday, 1 warning' })).toHaveAttribute('aria-selected', 'true');
    expect(within(editor).getByRole('tab', { name: 'Tuesday' })).toBeInTheDocument();

    // Reorder with the keyboard: focus follows the exercise.
    const strength = () => block(editor, 'Monday Strength exercises');
    expect(names(strength())).toEqual(['Back squat', 'Tackle technique']);
    within(strength()).getByRole('button', { name: 'Move Tackle technique up' }).focus();
    await user.keyboard('{Enter}');
    expect(names(strength())).toEqual(['Tackle technique', 'Back squat']);
    expect(within(strength()).getByRole('button', { name: 'Move Tackle technique up' })).toBeDisabled();
    expect(within(strength()).getByRole('button', { name: 'Move Tackle technique down' })).toHaveFocus();
    expect(screen.getByText('Tackle technique moved up: 1 of 2 in Monday Strength')).toBeInTheDocument();

    // Edit the dose and rename: an out-of-range number gives the field's message and nothing is kept.
    await user.click(within(strength()).getByRole('button', { name: 'Edit Back squat' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Back squat' });
    await user.clear(within(dialog).getByLabelText('Sets'));
    await user.type(within(dialog).getByLabelText('Sets'), '25');
    await user.clear(within(dialog).getByLabelText('% of 1RM'));
    await user.type(within(dialog).getByLabelText('% of 1RM'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save exercise' }));
    expect(await within(dialog).findByText('Sets must be a whole number from 1 to 20')).toBeInTheDocument();
    expect(within(dialog).getByText('% of 1RM must be a number from 20 to 100')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Sets')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Sets')).toHaveAccessibleDescription('Sets must be a whole number from 1 to 20');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Sets must be a whole number from 1 to 20', '% of 1RM must be a number from 20 to 100']);
    await user.clear(within(dialog).getByLabelText('Sets'));
    await user.type(within(dialog).getByLabelText('Sets'), '5');
    await user.clear(within(dialog).getByLabelText('% of 1RM'));
    await user.type(within(dialog).getByLabelText('% of 1RM'), '85');
    await user.clear(within(dialog).getByLabelText(/^Reps \(/));
    await user.type(within(dialog).getByLabelText(/^Reps \(/), '3');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Heavy back squat');
    await user.click(within(dialog).getByRole('button', { name: 'Save exercise' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names(strength())).toEqual(['Tackle technique', 'Heavy back squat']);
    expect(within(strength()).getByText('5 × 3 @ 85% 1RM, rest 2 min · 14 min')).toBeInTheDocument();
    expect(within(strength()).getByText('Your own')).toBeInTheDocument();

    // Add from the library: searchable, this block's exercises first.
    await user.click(within(editor).getByRole('button', { name: 'Add exercise to Monday Strength' }));
    dialog = await screen.findByRole('dialog', { name: 'Add to Monday Strength' });
    const results = await within(dialog).findByRole('list', { name: 'Library exercises' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Search exercises'), 'bronco');
    await waitFor(() => expect(within(dialog).queryByRole('listitem')).not.toBeInTheDocument());
    await user.click(within(dialog).getByLabelText(/Show exercises of every block/));
    expect(await within(dialog).findByRole('button', { name: 'Add Bronco test' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Search exercises'));
    await user.type(within(dialog).getByLabelText('Search exercises'), 'romanian');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Romanian deadlift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names(strength())).toEqual(['Tackle technique', 'Heavy back squat', 'Romanian deadlift']);
    expect(within(strength()).getByText('3 × 8 @ RPE 7, rest 1 min 30 s · 10 min')).toBeInTheDocument();

    // Remove.
    await user.click(within(strength()).getByRole('button', { name: 'Remove Tackle technique' }));
    expect(names(strength())).toEqual(['Heavy back squat', 'Romanian deadlift']);
    // The warnings are checked again for the edited program.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/programs/check').length).toBeGreaterThan(1));

    await user.click(screen.getByRole('button', { name: 'Done Editing' }));
    const content = screen.getByRole('region', { name: 'Program content' });
    expect(within(content).getByText('Heavy back squat')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Program Updated!')).toBeInTheDocument();

    const sent = calls.filter((c) => c.url === '/api/approved-programs/ap1').at(-1)!;
    const body = sent.body as { programContent: string; document: ProgramDocument; programTitle: string };
    expect(sent.method).toBe('PUT');
    expect(body.programContent).toBe(renderProgramText(body.document));
    expect(body.programTitle).toBe('Springboks Week');
    const mondayStrength = body.document.days[0]!.blocks.find((b) => b.kind === 'strength')!.items;
    expect(mondayStrength.map((i) => i.name)).toEqual(['Heavy back squat', 'Romanian deadlift']);
    expect(mondayStrength[0]).toMatchObject({ sets: 5, reps: 3, load: { kind: 'percent1rm', percent: 85 }, restSeconds: 120, origin: 'coach' });
    expect(mondayStrength[1]).toMatchObject({ exerciseId: 'st-rdl', sets: 3, reps: 8, origin: 'library' });
    // Days the coach did not touch are sent as they were.
    expect(body.document.days.slice(1)).toEqual(document.days.slice(1));
    expect(body.document.meta).toEqual(document.meta);
  });

  it('splits an exercise by unit, adds a block, moves an exercise to another day and renames a day; Save sends it all', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const editor = await openEditor(user);
    const strength = () => block(editor, 'Monday Strength exercises');

    // Who does it: forwards only (not a change of dose: the item stays the library's).
    await user.click(within(strength()).getByRole('button', { name: 'Edit Back squat' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Back squat' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Who does it' }));
    await user.click(await screen.findByRole('option', { name: 'Forwards' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save exercise' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(strength()).getByText('Forwards only')).toBeInTheDocument();
    expect(within(strength()).queryByText('Your own')).not.toBeInTheDocument();

    // Add a block the day lacks: it starts with an exercise from the library; cancelling creates nothing.
    const addBlocks = within(editor).getByRole('group', { name: 'Add a block to Monday' });
    expect(
      within(addBlocks)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Add Skills block to Monday', 'Add Conditioning block to Monday', 'Add Laws focus block to Monday', 'Add Cool-down block to Monday']);
    await user.click(within(addBlocks).getByRole('button', { name: 'Add Skills block to Monday' }));
    await screen.findByRole('dialog', { name: 'Add to Monday Skills (new block)' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(editor).queryByRole('list', { name: 'Monday Skills exercises' })).not.toBeInTheDocument();
    await user.click(within(addBlocks).getByRole('button', { name: 'Add Conditioning block to Monday' }));
    dialog = await screen.findByRole('dialog', { name: 'Add to Monday Conditioning (new block)' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Bronco test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lists = () =>
      within(editor)
        .getAllByRole('list', { name: / exercises$/ })
        .map((l) => l.getAttribute('aria-label'));
    expect(lists()).toEqual(['Monday Warm-up exercises', 'Monday Strength exercises', 'Monday Conditioning exercises']);
    await waitFor(() => expect(within(block(editor, 'Monday Conditioning exercises')).getByRole('button', { name: 'Edit Bronco test' })).toHaveFocus());
    expect(screen.getByText('Conditioning block added to Monday with Bronco test')).toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Add Conditioning block to Monday' })).not.toBeInTheDocument();

    // Move to another day: its own block is not offered; nothing is moved until a target is chosen.
    await user.click(within(strength()).getByRole('button', { name: 'Move Tackle technique to another block or day' }));
    dialog = await screen.findByRole('dialog', { name: 'Move Tackle technique' });
    await user.click(within(dialog).getByRole('button', { name: 'Move exercise' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a day and block');
    await user.click(within(dialog).getByRole('combobox', { name: 'Move to' }));
    expect(screen.queryByRole('option', { name: 'Monday Strength' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Monday Skills (new block)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Tuesday Strength' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move exercise' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names(strength())).toEqual(['Back squat']);
    await waitFor(() => expect(within(strength()).getByRole('button', { name: 'Move Back squat to another block or day' })).toHaveFocus());
    expect(screen.getByText('Tackle technique moved to Tuesday Strength')).toBeInTheDocument();

    // Rename the day's theme: trimmed, required.
    const theme = within(editor).getByLabelText('Monday theme');
    await user.clear(theme);
    await user.click(within(editor).getByRole('button', { name: 'Save Monday theme' }));
    expect(within(editor).getByText('Theme is required')).toBeInTheDocument();
    expect(theme).toHaveAttribute('aria-invalid', 'true');
    expect(theme).toHaveFocus();
    await user.type(theme, '  Power and contact {Enter}');
    expect(within(editor).getByText('Monday: Power and contact')).toBeInTheDocument();
    expect(screen.getByText('Monday theme saved: Power and contact')).toBeInTheDocument();
    expect(theme).toHaveAttribute('aria-invalid', 'false');

    await user.click(within(editor).getByRole('tab', { name: 'Tuesday' }));
    expect(names(block(editor, 'Tuesday Strength exercises'))).toEqual(['Back squat', 'Tackle technique', 'Tackle technique']);

    await user.click(screen.getByRole('button', { name: 'Done Editing' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Program Updated!')).toBeInTheDocument();
    const sent = calls.filter((c) => c.url === '/api/approved-programs/ap1').at(-1)!;
    const [monday, tuesday] = (sent.body as { document: ProgramDocument }).document.days;
    expect(monday!.theme).toBe('Power and contact');
    expect(monday!.blocks.map((b) => [b.kind, b.items.map((i) => i.name)])).toEqual([
      ['warmup', ['Dynamic prep']],
      ['strength', ['Back squat']],
      ['conditioning', ['Bronco test']],
    ]);
    expect(monday!.blocks[1]!.items[0]).toMatchObject({ group: ['prop', 'hooker', 'lock', 'flanker', '8'], origin: 'library' });
    expect(tuesday!.blocks[1]!.items.map((i) => i.name)).toEqual(['Back squat', 'Tackle technique', 'Tackle technique']);
  });

  it("refuses a rep range upside down and a load value missing, with the fields' messages", async () => {
    serve();
    const user = userEvent.setup();
    const editor = await openEditor(user);
    await user.click(within(block(editor, 'Monday Warm-up exercises')).getByRole('button', { name: 'Edit Dynamic prep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dynamic prep' });
    await user.type(within(dialog).getByLabelText(/^Reps, top of the range/), '8');
    await user.type(within(dialog).getByLabelText(/^Minutes/), '0');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save exercise' }));
    expect(await within(dialog).findByText('Give the reps (the bottom of the range) first')).toBeInTheDocument();
    expect(within(dialog).getByText('Minutes must be a whole number from 1 to 60')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reps \(/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save exercise' }));
    expect(await within(dialog).findByText('The top of the range must be more than the reps')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing was changed.
    expect(useWorkflowStore.getState().state.document).toBe(document);
    await act(async () => {});
  });

  it('is offered in the previews only (not while customizing, where the program shows read-only)', async () => {
    serve();
    useWorkflowStore.getState().dispatch({ type: 'edit', program: approved });
    useWorkflowStore.getState().dispatch({ type: 'customize' });
    renderWithProviders(<AiTrainingTab teamId="t1" onApproved={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Customize your program' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Program' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Program content' })).getAllByText('Drive through mid-foot')).toHaveLength(3);
  });
});
