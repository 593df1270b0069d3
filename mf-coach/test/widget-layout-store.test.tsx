import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rugby/kit/testing/render.tsx';
import { beforeEach, describe, expect, it } from 'vitest';
import { OverviewTab } from '../src/features/overview/components/overview-tab.tsx';
import { CustomizeButton } from '../src/features/overview/components/widget-layout-dialog.tsx';
import { DASHBOARD_CONFIG_KEY, DEFAULT_WIDGETS, normaliseWidgets, useWidgetLayoutStore } from '../src/features/overview/stores/widget-layout-store.ts';

const dashboard = {
  team: { id: 't', name: 'Harbour City RFC', inviteCode: 'code', playerCount: 7, maxPlayers: 35 },
  coach: { name: 'Alex Carter' },
  players: [{ id: 'p', name: 'Sam Taylor', position: 'wing', phone: null, status: 'active' }],
  coaches: [
    { id: 'c', name: 'Alex Carter', email: 'a@x', role: 'head_coach', status: 'active' },
    { id: 'i', name: 'Dana Fox', email: 'd@x', role: 'analyst', status: 'pending' },
  ],
  recentActivity: Array.from({ length: 7 }, (_, i) => ({
    description: `Activity ${i + 1}`,
    timestamp: new Date(2026, 0, 10 - i).toISOString(),
    status: i === 0 ? 'pending' : 'completed',
  })),
};

const saved = () => JSON.parse(localStorage.getItem(DASHBOARD_CONFIG_KEY) ?? 'null') as { state: { widgets: typeof DEFAULT_WIDGETS } } | null;
const widgetTitles = () =>
  screen
    .getAllByRole('region')
    .filter((r) => r.hasAttribute('data-widget'))
    .map((r) => r.getAttribute('aria-label'));

beforeEach(() => {
  localStorage.clear();
  act(() => useWidgetLayoutStore.getState().resetLayout());
});

describe('widget layout', () => {
  it('starts from the spec defaults', () => {
    const widgets = useWidgetLayoutStore.getState().widgets;
    expect(widgets.filter((w) => w.enabled).map((w) => [w.id, w.size, w.order])).toEqual([
      ['team-overview', 'large', 1],
      ['team-stats', 'medium', 2],
      ['recent-activity', 'medium', 3],
      ['coaching-staff', 'medium', 4],
      ['quick-actions', 'small', 5],
    ]);
  });

  it('renders the enabled widgets with capacity, 5 recent activities and Pending labels', () => {
    renderWithProviders(<OverviewTab dashboard={dashboard} />);
    expect(widgetTitles()).toEqual(['Team Overview', 'Team Stats', 'Recent Activity', 'Coaching Staff', 'Quick Actions']);
    expect(screen.getAllByText('20%').length).toBeGreaterThan(0);
    expect(screen.getByText('20% capacity')).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(5);
    expect(within(activity).getAllByText('Pending')).toHaveLength(1);
    const staff = screen.getByRole('list', { name: 'Coaching staff' });
    expect(within(staff).getByText(/Performance Analyst/)).toBeInTheDocument();
    expect(within(staff).getByText('Pending')).toBeInTheDocument();
    // Active members: 1 active player + 1 active coach.
    expect(screen.getByText('Active members').nextSibling).toHaveTextContent('2');
  });

  it('collapses, edits and removes a widget and saves each change under dashboard-config', async () => {
    renderWithProviders(<OverviewTab dashboard={dashboard} />);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Team Stats' }));
    expect(screen.getByRole('button', { name: 'Expand Team Stats' })).toHaveAttribute('aria-expanded', 'false');
    expect(saved()!.state.widgets.find((w) => w.id === 'team-stats')!.collapsed).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Recent Activity' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Latest');
    await userEvent.selectOptions(within(dialog).getByLabelText('Size'), 'Large');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Widget' }));
    expect(saved()!.state.widgets.find((w) => w.id === 'recent-activity')).toMatchObject({ title: 'Latest', size: 'large' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Quick Actions' }));
    expect(widgetTitles()).toEqual(['Team Overview', 'Team Stats', 'Latest', 'Coaching Staff']);
    expect(saved()!.state.widgets.find((w) => w.id === 'quick-actions')!.enabled).toBe(false);
  });

  it('the Customize dialog reorders, shows and hides widgets and saves only on Save Layout', async () => {
    renderWithProviders(
      <>
        <CustomizeButton />
        <OverviewTab dashboard={dashboard} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    let dialog = screen.getByRole('dialog', { name: 'Customize Dashboard' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show Player Grid' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Team Stats up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(widgetTitles()[0]).toBe('Team Overview');
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    dialog = screen.getByRole('dialog', { name: 'Customize Dashboard' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show Player Grid' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Team Stats up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Layout' }));
    expect(widgetTitles()).toEqual(['Team Stats', 'Team Overview', 'Recent Activity', 'Coaching Staff', 'Quick Actions', 'Player Grid']);
    expect(
      saved()!
        .state.widgets.map((w) => w.id)
        .slice(0, 2),
    ).toEqual(['team-stats', 'team-overview']);
  });

  it('restores a saved layout and repairs a damaged one', async () => {
    localStorage.setItem(
      DASHBOARD_CONFIG_KEY,
      JSON.stringify({ state: { widgets: [{ id: 'quick-actions', order: 0, size: 'huge', title: 'Go', enabled: true }, { id: 'bogus' }] }, version: 1 }),
    );
    await act(() => useWidgetLayoutStore.persist.rehydrate());
    const widgets = useWidgetLayoutStore.getState().widgets;
    expect(widgets[0]).toMatchObject({ id: 'quick-actions', title: 'Go', size: 'small', order: 1 });
    expect(widgets.map((w) => w.id).sort()).toEqual(DEFAULT_WIDGETS.map((w) => w.id).sort());
    expect(normaliseWidgets('nonsense')).toEqual(normaliseWidgets(DEFAULT_WIDGETS));
  });
});
