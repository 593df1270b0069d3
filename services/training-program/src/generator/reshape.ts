import type { LibraryCategory } from '../content/activities.ts';
import { blockMinutes, dayMinutes, type ProgramBlock, type ProgramDay } from './program.ts';
import { distribute } from './random.ts';

const MIN_ITEM_MINUTES = 3;

/** Sets a block's length, scaling its items; items that would fall below 3 minutes are dropped (their time goes to the others). */
export function resizeBlock(block: ProgramBlock, minutes: number): void {
  let items = block.items;
  while (items.length > 1 && items.some((_, i) => distribute(minutes, items.map((x) => x.minutes))[i]! < MIN_ITEM_MINUTES)) {
    const smallest = items.reduce((min, x) => (x.minutes < min.minutes ? x : min));
    items = items.filter((x) => x !== smallest);
  }
  const parts = distribute(minutes, items.map((x) => x.minutes));
  block.items = items.map((x, i) => ({ ...x, minutes: parts[i]! }));
}

const FLOORS: Partial<Record<LibraryCategory, number>> = { warmup: 6, cooldown: 5, laws: 5 };

/** Sets a session's length: laws stay at 5 minutes, every other block scales in proportion (warm-up ≥ 6, cool-down ≥ 5). */
export function resizeDay(day: ProgramDay, minutes: number): void {
  if (dayMinutes(day) === minutes) return;
  const fixed = day.blocks.filter((b) => b.category === 'laws');
  const scalable = day.blocks.filter((b) => b.category !== 'laws');
  const budget = minutes - fixed.reduce((s, b) => s + blockMinutes(b), 0);
  const parts = distribute(budget, scalable.map(blockMinutes));
  // Honour the floors by taking from the largest main block.
  scalable.forEach((b, i) => {
    const floor = FLOORS[b.category] ?? MIN_ITEM_MINUTES;
    if (parts[i]! < floor) {
      const largest = parts.reduce((best, p, j) => (FLOORS[scalable[j]!.category] === undefined && p > parts[best]! ? j : best), 0);
      const need = floor - parts[i]!;
      if (largest !== i && parts[largest]! - need >= MIN_ITEM_MINUTES) {
        parts[largest]! -= need;
        parts[i] = floor;
      }
    }
  });
  scalable.forEach((b, i) => resizeBlock(b, parts[i]!));
}

/** Moves up to `minutes` from one block to another (the source keeps at least 5 minutes). Returns the minutes moved. */
export function shiftMinutes(day: ProgramDay, from: LibraryCategory, to: LibraryCategory, minutes: number): number {
  const source = day.blocks.find((b) => b.category === from);
  const target = day.blocks.find((b) => b.category === to);
  if (!source || !target) return 0;
  const moved = Math.max(0, Math.min(minutes, blockMinutes(source) - 5));
  if (!moved) return 0;
  resizeBlock(source, blockMinutes(source) - moved);
  resizeBlock(target, blockMinutes(target) + moved);
  return moved;
}
