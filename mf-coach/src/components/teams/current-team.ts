import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TeamSummary } from './get-teams.ts';

/** The browser key the choice is saved under. */
export const CURRENT_TEAM_KEY = 'coach-current-team';

interface CurrentTeamState {
  /** The team the dashboard and season settings show; null: the coach's first team (the spec's default). */
  teamId: string | null;
  choose(teamId: string | null): void;
}

/**
 * Which of a coach's teams the dashboard and the season settings show, kept in this browser. Only a coach of more
 * than one team chooses; everyone else keeps null, so the dashboard asks for its first team as the page's first load
 * carries it (no ?teamId=).
 */
export const useCurrentTeamStore = create<CurrentTeamState>()(
  persist((set) => ({ teamId: null, choose: (teamId) => set({ teamId }) }), {
    name: CURRENT_TEAM_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ teamId: state.teamId }),
  }),
);

/** The chosen team's id, or null for the first team. */
export const useChosenTeamId = () => useCurrentTeamStore((state) => state.teamId);

/** The team shown from the coach's list: the chosen one while the coach still coaches it, else the first. */
export function currentTeamOf(teams: readonly TeamSummary[] | undefined, chosen: string | null): TeamSummary | undefined {
  return teams?.find((team) => team.id === chosen) ?? teams?.[0];
}
