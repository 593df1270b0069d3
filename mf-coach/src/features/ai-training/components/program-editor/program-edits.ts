import { BLOCK_KINDS, DOCUMENT_LIMITS, type BlockKind } from '@rugby/contracts/program/labels';
import type { ProgramBlockDoc, ProgramDayDoc, ProgramDocument, ProgramItemDoc } from '@rugby/contracts/program/schema';

/**
 * The coach's edits of a program document as pure functions (the editor's model, tested on its own). Each returns a
 * new document and keeps the item objects it does not change, so an item keeps its key (`itemKey`) when it moves.
 */

/** Where an item is: day, block and item index in the document. */
export interface ItemPlace {
  day: number;
  block: number;
  item: number;
}

/** The schema's bounds (contracts DOCUMENT_LIMITS): most items in a block, blocks in a day, longest theme. */
export const BLOCK_MAX_ITEMS = DOCUMENT_LIMITS.blockItems;
export const DAY_MAX_BLOCKS = DOCUMENT_LIMITS.dayBlocks;
export const THEME_MAX_LENGTH = DOCUMENT_LIMITS.themeLength;

/** A block by day and kind: the day's first block of that kind, or a new one put in its place (see `blockSlot`). */
export interface BlockTarget {
  day: number;
  kind: BlockKind;
}

function withBlockItems(
  doc: ProgramDocument,
  dayIndex: number,
  blockIndex: number,
  items: (items: ProgramItemDoc[]) => ProgramItemDoc[] | null,
): ProgramDocument {
  const day = doc.days[dayIndex];
  const block = day?.blocks[blockIndex];
  if (!day || !block) return doc;
  const next = items([...block.items]);
  if (next === null) return doc;
  const blocks = next.length ? day.blocks.map((b, i) => (i === blockIndex ? { ...b, items: next } : b)) : day.blocks.filter((_, i) => i !== blockIndex);
  return { ...doc, days: doc.days.map((d, i) => (i === dayIndex ? { ...d, blocks } : d)) };
}

/** Moves an item up (-1) or down (+1) within its block; unchanged at either end. */
export function moveItem(doc: ProgramDocument, at: ItemPlace, delta: -1 | 1): ProgramDocument {
  return withBlockItems(doc, at.day, at.block, (items) => {
    const to = at.item + delta;
    if (to < 0 || to >= items.length) return null;
    [items[at.item], items[to]] = [items[to]!, items[at.item]!];
    return items;
  });
}

/** Whether an item can go: a block left empty goes with it, but a day keeps at least one block. */
export const canRemove = (doc: ProgramDocument, at: Pick<ItemPlace, 'day' | 'block'>) => {
  const day = doc.days[at.day];
  return Boolean(day && ((day.blocks[at.block]?.items.length ?? 0) > 1 || day.blocks.length > 1));
};

/** Removes an item (and its block when it was the block's last); unchanged when the day would have no block left. */
export function removeItem(doc: ProgramDocument, at: ItemPlace): ProgramDocument {
  if (!canRemove(doc, at)) return doc;
  return withBlockItems(doc, at.day, at.block, (items) => items.filter((_, i) => i !== at.item));
}

/** Puts `item` in the place of the one at `at` (an edited dose or name); it keeps the old item's key. */
export function replaceItem(doc: ProgramDocument, at: ItemPlace, item: ProgramItemDoc): ProgramDocument {
  const old = doc.days[at.day]?.blocks[at.block]?.items[at.item];
  if (old) inheritKey(item, old);
  return withBlockItems(doc, at.day, at.block, (items) => items.map((x, i) => (i === at.item ? item : x)));
}

/** Adds an item at the end of a block; unchanged when the block is full. */
export function addItem(doc: ProgramDocument, at: Pick<ItemPlace, 'day' | 'block'>, item: ProgramItemDoc): ProgramDocument {
  return withBlockItems(doc, at.day, at.block, (items) => (items.length >= BLOCK_MAX_ITEMS ? null : [...items, item]));
}

/** The block kinds a day does not have, in canonical order (BLOCK_KINDS: warm-up first, cool-down last). */
export const missingBlockKinds = (day: Pick<ProgramDayDoc, 'blocks'>): BlockKind[] => BLOCK_KINDS.filter((kind) => !day.blocks.some((b) => b.kind === kind));

/** Where a new block of `kind` goes: before the day's first block that comes after it in BLOCK_KINDS order, else at the end. */
export function blockSlot(blocks: readonly Pick<ProgramBlockDoc, 'kind'>[], kind: BlockKind): number {
  const rank = BLOCK_KINDS.indexOf(kind);
  const at = blocks.findIndex((b) => BLOCK_KINDS.indexOf(b.kind) > rank);
  return at === -1 ? blocks.length : at;
}

/** The day with `item` at the end of its block of `kind` (a new block in its canonical place when it has none); null when that block or the day is full. */
function withItemIn(day: ProgramDayDoc, kind: BlockKind, item: ProgramItemDoc): ProgramDayDoc | null {
  const index = day.blocks.findIndex((b) => b.kind === kind);
  if (index !== -1) {
    const block = day.blocks[index]!;
    if (block.items.length >= BLOCK_MAX_ITEMS) return null;
    return { ...day, blocks: day.blocks.map((b, i) => (i === index ? { ...b, items: [...b.items, item] } : b)) };
  }
  if (day.blocks.length >= DAY_MAX_BLOCKS) return null;
  const blocks = [...day.blocks];
  blocks.splice(blockSlot(blocks, kind), 0, { kind, note: null, items: [item] });
  return { ...day, blocks };
}

/**
 * Adds a block the day lacks, in its canonical place (a block is never empty: it starts with `item`). Unchanged when
 * the day already has a block of that kind or holds the most blocks.
 */
export function addBlock(doc: ProgramDocument, at: BlockTarget, item: ProgramItemDoc): ProgramDocument {
  const day = doc.days[at.day];
  if (!day || day.blocks.some((b) => b.kind === at.kind)) return doc;
  const next = withItemIn(day, at.kind, item);
  return next ? { ...doc, days: doc.days.map((d, i) => (i === at.day ? next : d)) } : doc;
}

/**
 * Whether the item at `at` can go to the end of the target block: not its own block, the target (or its day, for a
 * new block) not full, and a day the item leaves keeps at least one block.
 */
export function canMoveItemTo(doc: ProgramDocument, at: ItemPlace, to: BlockTarget): boolean {
  const source = doc.days[at.day]?.blocks[at.block];
  const day = doc.days[to.day];
  if (!source?.items[at.item] || !day) return false;
  const index = day.blocks.findIndex((b) => b.kind === to.kind);
  if (to.day === at.day && index === at.block) return false;
  if (index === -1 ? day.blocks.length >= DAY_MAX_BLOCKS : day.blocks[index]!.items.length >= BLOCK_MAX_ITEMS) return false;
  return to.day === at.day || canRemove(doc, at);
}

/** The blocks an item can move to, day by day in BLOCK_KINDS order; `exists` is false where the move would create the block. */
export function moveTargets(doc: ProgramDocument, at: ItemPlace): (BlockTarget & { exists: boolean })[] {
  return doc.days.flatMap((day, dayIndex) =>
    BLOCK_KINDS.filter((kind) => canMoveItemTo(doc, at, { day: dayIndex, kind })).map((kind) => ({
      day: dayIndex,
      kind,
      exists: day.blocks.some((b) => b.kind === kind),
    })),
  );
}

/**
 * Moves an item to the end of another block of its day or of another day, creating that block in its canonical place
 * when the day has none; the block it leaves goes when left empty. Unchanged when `canMoveItemTo` says no. The item
 * keeps its key.
 */
export function moveItemTo(doc: ProgramDocument, at: ItemPlace, to: BlockTarget): ProgramDocument {
  if (!canMoveItemTo(doc, at, to)) return doc;
  const item = doc.days[at.day]!.blocks[at.block]!.items[at.item]!;
  const left = withBlockItems(doc, at.day, at.block, (items) => items.filter((_, i) => i !== at.item));
  const day = withItemIn(left.days[to.day]!, to.kind, item);
  return day ? { ...left, days: left.days.map((d, i) => (i === to.day ? day : d)) } : doc;
}

/** What is wrong with a day theme the coach typed (trimmed), or null when it is fine. */
export function themeError(theme: string): string | null {
  const trimmed = theme.trim();
  if (!trimmed) return 'Theme is required';
  if (trimmed.length > THEME_MAX_LENGTH) return `Theme must be at most ${THEME_MAX_LENGTH} characters`;
  return null;
}

/** Gives a day a new theme (trimmed); unchanged when the theme is not valid (`themeError`) or the same. */
export function setDayTheme(doc: ProgramDocument, dayIndex: number, theme: string): ProgramDocument {
  const day = doc.days[dayIndex];
  const trimmed = theme.trim();
  if (!day || themeError(trimmed) || trimmed === day.theme) return doc;
  return { ...doc, days: doc.days.map((d, i) => (i === dayIndex ? { ...d, theme: trimmed } : d)) };
}

const keys = new WeakMap<object, string>();
let nextKey = 1;
/** A stable key for an item object while the editor holds it (React keys, focus after a move). */
export function itemKey(item: ProgramItemDoc): string {
  let key = keys.get(item);
  if (!key) {
    key = `item-${nextKey++}`;
    keys.set(item, key);
  }
  return key;
}
function inheritKey(item: ProgramItemDoc, from: ProgramItemDoc) {
  if (item !== from) keys.set(item, itemKey(from));
}
