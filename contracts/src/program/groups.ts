import { POSITION_LABELS, POSITIONS, type Position } from '../domain.ts';
import type { ProgramBlockDoc, ProgramDayDoc, ProgramDocument, ProgramItemDoc } from './schema.ts';

/**
 * Unit splits. An item with a `group` is done only by the players of those positions, while the rest of the squad
 * does the block's other grouped items at the same time (forwards scrummage while backs run attack shape). So a
 * block lasts its whole-squad items plus the longest any one position spends on grouped items, and each player sees
 * the items for everyone plus those of their position.
 */
export const FORWARD_POSITIONS: readonly Position[] = ['prop', 'hooker', 'lock', 'flanker', '8'];
export const BACK_POSITIONS: readonly Position[] = ['scrum-half', 'fly-half', 'center', 'wing', 'fullback'];

/** Positions an item is for (every position when it has no group). */
export const positionsOf = (item: Pick<ProgramItemDoc, 'group'>): readonly Position[] => item.group ?? POSITIONS;

/** A group in canonical order; undefined for the whole squad or nobody (no split). */
export function groupOf(positions: Iterable<Position>): Position[] | undefined {
  const set = new Set(positions);
  const group = POSITIONS.filter((p) => set.has(p));
  return group.length === 0 || group.length === POSITIONS.length ? undefined : group;
}

const sameSet = (a: readonly Position[], b: readonly Position[]) => a.length === b.length && a.every((p) => b.includes(p));

/** 'Forwards', 'Backs', 'Front row' or the positions by name ('Hooker, Lock'). */
export function groupLabel(group: readonly Position[]): string {
  if (sameSet(group, FORWARD_POSITIONS)) return 'Forwards';
  if (sameSet(group, BACK_POSITIONS)) return 'Backs';
  if (sameSet(group, ['prop', 'hooker'])) return 'Front row';
  if (sameSet(group, ['flanker', '8'])) return 'Back row';
  return group.map((p) => POSITION_LABELS[p]).join(', ');
}

const itemsFor = (block: ProgramBlockDoc, position: Position) => block.items.filter((i) => !i.group || i.group.includes(position));
const sum = (items: readonly ProgramItemDoc[]) => items.reduce((s, i) => s + i.minutes, 0);

export const blockMinutesOf = (block: ProgramBlockDoc): number =>
  block.items.some((i) => i.group) ? Math.max(...POSITIONS.map((p) => sum(itemsFor(block, p)))) : sum(block.items);
export const dayMinutesOf = (day: ProgramDayDoc): number => day.blocks.reduce((s, block) => s + blockMinutesOf(block), 0);

export const hasSplits = (doc: Pick<ProgramDocument, 'days'>) => doc.days.some((d) => d.blocks.some((b) => b.items.some((i) => i.group)));

/** The day as one position does it: their items only, without groups (blocks left empty go). */
export function dayForPosition(day: ProgramDayDoc, position: Position): ProgramDayDoc {
  const blocks = day.blocks.map((b) => ({ ...b, items: itemsFor(b, position).map(({ group: _group, ...item }) => item) })).filter((b) => b.items.length);
  return { ...day, blocks };
}

/** The program as one position does it. */
export const documentForPosition = (doc: ProgramDocument, position: Position): ProgramDocument => ({
  ...doc,
  days: doc.days.map((d) => dayForPosition(d, position)),
});

/** The distinct ways a program is done (one per position that does something different; the program itself when it has no split). */
export function documentViews(doc: ProgramDocument): ProgramDocument[] {
  if (!hasSplits(doc)) return [doc];
  const seen = new Map<string, ProgramDocument>();
  for (const position of POSITIONS) {
    const view = documentForPosition(doc, position);
    seen.set(JSON.stringify(view.days), view);
  }
  return [...seen.values()];
}
