import type { ProgramDocument, ProgramItemDoc } from '@rugby/contracts/program/schema';

/**
 * The coach's edits of a program document as pure functions (the editor's model, tested on its own). Each returns a
 * new document and keeps the item objects it does not change, so an item keeps its key (`itemKey`) when it moves.
 */

/** Where an item is: day, block and item index in the document. */
export interface ItemPlace { day: number; block: number; item: number }

/** Most items a block holds (the schema's bound). */
export const BLOCK_MAX_ITEMS = 12;

function withBlockItems(doc: ProgramDocument, dayIndex: number, blockIndex: number, items: (items: ProgramItemDoc[]) => ProgramItemDoc[] | null): ProgramDocument {
  const day = doc.days[dayIndex];
  const block = day?.blocks[blockIndex];
  if (!day || !block) return doc;
  const next = items([...block.items]);
  if (next === null) return doc;
  const blocks = next.length
    ? day.blocks.map((b, i) => (i === blockIndex ? { ...b, items: next } : b))
    : day.blocks.filter((_, i) => i !== blockIndex);
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
