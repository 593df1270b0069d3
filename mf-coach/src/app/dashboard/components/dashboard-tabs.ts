/** The seven dashboard tabs: key, full label and the short label used on small screens. */
export const DASHBOARD_TABS = [
  { key: 'overview', label: 'Overview', short: 'Home', description: 'Your team at a glance: squad, staff, stats and recent activity.' },
  { key: 'players', label: 'Players', short: 'Team', description: 'Player details, daily training by date and invitations.' },
  {
    key: 'approved-programs',
    label: 'Training Program',
    short: 'Program',
    description: 'Approved AI training programs for your team, ready to push to players.',
  },
  {
    key: 'ai-training',
    label: 'AI Training',
    short: 'AI',
    description: 'Generate a program from an elite style or your own content, customise and approve it.',
  },
  { key: 'plays', label: 'Plays & Variations', short: 'Plays', description: 'Tactical plays and variations.' },
  { key: 'messages', label: 'Messages', short: 'Chat', description: 'Team messages with read receipts.' },
  {
    key: 'calendar',
    label: 'Calendar',
    short: 'Dates',
    description: 'Fixtures and training sessions, who is available, attendance and the calendar subscription.',
  },
] as const;

export type DashboardTabKey = (typeof DASHBOARD_TABS)[number]['key'];

export const isDashboardTab = (value: string | null): value is DashboardTabKey => DASHBOARD_TABS.some((tab) => tab.key === value);
