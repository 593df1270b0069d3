import { type WIDGET_IDS, WIDGET_SIZES } from '@rugby/contracts/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type WidgetId = (typeof WIDGET_IDS)[number];
export type WidgetSize = (typeof WIDGET_SIZES)[number];

export interface WidgetConfig {
  id: WidgetId;
  title: string;
  enabled: boolean;
  order: number;
  size: WidgetSize;
  collapsed: boolean;
}

/** The browser key the layout is saved under. */
export const DASHBOARD_CONFIG_KEY = 'dashboard-config';

/** The spec's defaults (the player grid exists but starts switched off). */
export const DEFAULT_WIDGETS: readonly WidgetConfig[] = [
  { id: 'team-overview', title: 'Team Overview', enabled: true, order: 1, size: 'large', collapsed: false },
  { id: 'team-stats', title: 'Team Stats', enabled: true, order: 2, size: 'medium', collapsed: false },
  { id: 'recent-activity', title: 'Recent Activity', enabled: true, order: 3, size: 'medium', collapsed: false },
  { id: 'coaching-staff', title: 'Coaching Staff', enabled: true, order: 4, size: 'medium', collapsed: false },
  { id: 'quick-actions', title: 'Quick Actions', enabled: true, order: 5, size: 'small', collapsed: false },
  { id: 'player-grid', title: 'Player Grid', enabled: false, order: 6, size: 'large', collapsed: false },
];

const byOrder = (a: WidgetConfig, b: WidgetConfig) => a.order - b.order;
/** Orders become 1..n in the given sequence. */
const renumber = (widgets: WidgetConfig[]) => widgets.map((w, i) => ({ ...w, order: i + 1 }));

/** A saved layout made whole: unknown ids and bad values dropped, missing widgets added from the defaults. */
export function normaliseWidgets(saved: unknown): WidgetConfig[] {
  const list = Array.isArray(saved) ? saved : [];
  const result = DEFAULT_WIDGETS.map((def) => {
    const s = list.find((w): w is Partial<WidgetConfig> => typeof w === 'object' && w !== null && (w as { id?: unknown }).id === def.id);
    if (!s) return { ...def, order: def.order + 100 };
    return {
      id: def.id,
      title: typeof s.title === 'string' && s.title.trim() ? s.title.slice(0, 60) : def.title,
      enabled: typeof s.enabled === 'boolean' ? s.enabled : def.enabled,
      order: typeof s.order === 'number' && Number.isFinite(s.order) ? s.order : def.order,
      size: WIDGET_SIZES.includes(s.size as WidgetSize) ? (s.size as WidgetSize) : def.size,
      collapsed: typeof s.collapsed === 'boolean' ? s.collapsed : def.collapsed,
    };
  });
  return renumber(result.sort(byOrder));
}

interface WidgetLayoutState {
  widgets: WidgetConfig[];
  layoutDialogOpen: boolean;
  setLayoutDialogOpen(open: boolean): void;
  /** Replaces the whole layout (the widget-layout dialog's Save). */
  saveLayout(widgets: WidgetConfig[]): void;
  updateWidget(id: WidgetId, patch: Partial<Pick<WidgetConfig, 'title' | 'size' | 'enabled' | 'collapsed'>>): void;
  toggleCollapsed(id: WidgetId): void;
  removeWidget(id: WidgetId): void;
  resetLayout(): void;
}

/** The overview's widget layout (UI state only), saved in localStorage under 'dashboard-config'. */
export const useWidgetLayoutStore = create<WidgetLayoutState>()(
  persist(
    (set) => ({
      widgets: normaliseWidgets(DEFAULT_WIDGETS),
      layoutDialogOpen: false,
      setLayoutDialogOpen: (layoutDialogOpen) => set({ layoutDialogOpen }),
      saveLayout: (widgets) => set({ widgets: normaliseWidgets(widgets) }),
      updateWidget: (id, patch) => set((s) => ({ widgets: s.widgets.map((w) => (w.id === id ? { ...w, ...patch } : w)) })),
      toggleCollapsed: (id) => set((s) => ({ widgets: s.widgets.map((w) => (w.id === id ? { ...w, collapsed: !w.collapsed } : w)) })),
      removeWidget: (id) => set((s) => ({ widgets: s.widgets.map((w) => (w.id === id ? { ...w, enabled: false } : w)) })),
      resetLayout: () => set({ widgets: normaliseWidgets(DEFAULT_WIDGETS) }),
    }),
    {
      name: DASHBOARD_CONFIG_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ widgets: state.widgets }),
      merge: (persisted, current) => ({ ...current, widgets: normaliseWidgets((persisted as { widgets?: unknown } | undefined)?.widgets) }),
    },
  ),
);

/** Moves a widget one place up (-1) or down (+1) in a layout draft. */
export function moveWidget(widgets: WidgetConfig[], id: WidgetId, direction: -1 | 1): WidgetConfig[] {
  const sorted = [...widgets].sort(byOrder);
  const i = sorted.findIndex((w) => w.id === id);
  const j = i + direction;
  if (i < 0 || j < 0 || j >= sorted.length) return sorted;
  [sorted[i], sorted[j]] = [sorted[j]!, sorted[i]!];
  return renumber(sorted);
}
