import { Button, Card } from '@rugby/kit';
import type { ReactNode } from 'react';
import { useWidgetLayoutStore, type WidgetId } from '../stores/widget-layout-store.ts';
import { WidgetCard } from './widget-card.tsx';
import {
  CoachingStaffWidget,
  PlayerGridWidget,
  QuickActionsWidget,
  RecentActivityWidget,
  TeamOverviewWidget,
  TeamStatsWidget,
  type CoachDashboard,
} from './widgets.tsx';

const WIDGET_BODIES: Record<WidgetId, (d: CoachDashboard) => ReactNode> = {
  'team-overview': (d) => <TeamOverviewWidget dashboard={d} />,
  'team-stats': (d) => <TeamStatsWidget dashboard={d} />,
  'recent-activity': (d) => <RecentActivityWidget dashboard={d} />,
  'coaching-staff': (d) => <CoachingStaffWidget dashboard={d} />,
  'quick-actions': () => <QuickActionsWidget />,
  'player-grid': (d) => <PlayerGridWidget dashboard={d} />,
};

/** Overview: the customizable widget grid, in the saved order and sizes. */
export function OverviewTab({ dashboard }: { dashboard: CoachDashboard }) {
  const widgets = useWidgetLayoutStore((s) => s.widgets);
  const openLayout = useWidgetLayoutStore((s) => s.setLayoutDialogOpen);
  const shown = widgets.filter((w) => w.enabled).sort((a, b) => a.order - b.order);
  if (!shown.length) {
    return (
      <Card className="coach:p-6 coach:text-center">
        <p className="coach:text-slate-700">All widgets are hidden.</p>
        <Button className="coach:mt-3" variant="secondary" onClick={() => openLayout(true)}>
          Customize
        </Button>
      </Card>
    );
  }
  return (
    <div className="coach:grid coach:grid-cols-1 coach:gap-4 coach:md:grid-cols-2 coach:xl:grid-cols-4">
      {shown.map((w) => (
        <WidgetCard key={w.id} widget={w}>
          {WIDGET_BODIES[w.id](dashboard)}
        </WidgetCard>
      ))}
    </div>
  );
}
