import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POSITIONS } from '@rugby/contracts/domain';
import { json, mockFetch, renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ACTIVITIES_SHOWN, TrainingContentTab } from '../src/features/training-content/components/training-content-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const activity = (id: string, positions?: string[]) => ({ id, name: `Drill ${id}`, description: `About ${id}`, duration: 8, category: 'skills', positions });
const library = [
  activity('lineout-throwing', ['hooker']),
  activity('scrum-binding', ['prop', 'hooker']),
  activity('passing-grid', [...POSITIONS]),
  activity('sprint-drills'),
  ...Array.from({ length: 20 }, (_, i) => activity(`kicking-${i}`, ['fly-half', 'fullback'])),
];

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Training activities' }))
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

describe('training content library', () => {
  it(`shows the first ${FIRST_ACTIVITIES_SHOWN}, then all on request, with one 'All positions' badge for whole-squad work`, async () => {
    const calls = mockFetch(() => json(library));
    renderWithProviders(<TrainingContentTab />);
    expect(await screen.findByText(`${library.length} activities`)).toBeInTheDocument();
    expect(shownNames()).toHaveLength(FIRST_ACTIVITIES_SHOWN);
    const passingGrid = screen.getByRole('heading', { name: 'Drill passing-grid' }).closest('li')!;
    expect(within(passingGrid).getByText('All positions')).toBeInTheDocument();
    expect(within(passingGrid).queryByText('Prop')).toBeNull();
    expect(within(screen.getByRole('heading', { name: 'Drill sprint-drills' }).closest('li')!).getByText('All positions')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Drill scrum-binding' }).closest('li')!).getByText('Hooker')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Show all ${library.length} activities` }));
    expect(shownNames()).toHaveLength(library.length);
    expect(calls.map((c) => c.url)).toEqual(['/api/training-activities?category=all']);
  });

  it("filters by position: that position's drills and whole-squad work", async () => {
    mockFetch(() => json(library));
    renderWithProviders(<TrainingContentTab />);
    await screen.findByText(`${library.length} activities`);
    await userEvent.click(screen.getByRole('combobox', { name: 'Position' }));
    await userEvent.click(screen.getByRole('option', { name: 'Hooker' }));
    expect(screen.getByText('4 activities for Hooker, including whole-squad work')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Drill lineout-throwing', 'Drill scrum-binding', 'Drill passing-grid', 'Drill sprint-drills']);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('asks the server for one category when a category is chosen', async () => {
    const calls = mockFetch(() => json(library));
    renderWithProviders(<TrainingContentTab />);
    await screen.findByText(`${library.length} activities`);
    await userEvent.click(screen.getByRole('button', { name: 'Laws' }));
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/training-activities?category=laws'));
    expect(screen.getByRole('button', { name: 'Laws' })).toHaveAttribute('aria-pressed', 'true');
  });
});
