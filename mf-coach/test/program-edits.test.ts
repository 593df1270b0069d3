import { BACK_POSITIONS, FORWARD_POSITIONS } from '@rugby/contracts/program/groups';
import { programDocumentSchema, type ProgramDocument } from '@rugby/contracts/program/schema';
import { programDay, programDocument, programItem } from '@rugby/kit/testing/program-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { applyItemForm, formValuesOf, groupOptions, itemFormSchema } from '../src/features/ai-training/components/program-editor/item-form.ts';
import {
  addBlock,
  blockSlot,
  canMoveItemTo,
  itemKey,
  missingBlockKinds,
  moveItemTo,
  moveTargets,
  setDayTheme,
  themeError,
} from '../src/features/ai-training/components/program-editor/program-edits.ts';

// Monday, Tuesday and Friday, each a warm-up (Dynamic prep) and strength (Back squat, Tackle technique).
const doc = programDocument();
const kinds = (d: ProgramDocument, day: number) => d.days[day]!.blocks.map((b) => b.kind);
const names = (d: ProgramDocument, day: number, block: number) => d.days[day]!.blocks[block]!.items.map((i) => i.name);
const valid = (d: ProgramDocument) => expect(programDocumentSchema.safeParse(d).success).toBe(true);
const fullBlock = () => Array.from({ length: 12 }, (_, i) => programItem({ name: `Item ${i}` }));

describe('moveItemTo', () => {
  it('moves an item to the end of a block of another day, keeping its key and the untouched days', () => {
    const squat = doc.days[0]!.blocks[1]!.items[0]!;
    const moved = moveItemTo(doc, { day: 0, block: 1, item: 0 }, { day: 1, kind: 'warmup' });
    expect(names(moved, 0, 1)).toEqual(['Tackle technique']);
    expect(names(moved, 1, 0)).toEqual(['Dynamic prep', 'Back squat']);
    expect(moved.days[1]!.blocks[0]!.items[1]).toBe(squat);
    expect(itemKey(moved.days[1]!.blocks[0]!.items[1]!)).toBe(itemKey(squat));
    expect(moved.days[2]).toBe(doc.days[2]);
    expect(moved.days[1]!.blocks[1]).toBe(doc.days[1]!.blocks[1]);
    valid(moved);
  });

  it('moves an item to another block of its day; the block it leaves goes when empty', () => {
    const moved = moveItemTo(doc, { day: 0, block: 0, item: 0 }, { day: 0, kind: 'strength' });
    expect(kinds(moved, 0)).toEqual(['strength']);
    expect(names(moved, 0, 0)).toEqual(['Back squat', 'Tackle technique', 'Dynamic prep']);
    valid(moved);
  });

  it('creates the block a day lacks in its canonical place', () => {
    const toCooldown = moveItemTo(doc, { day: 0, block: 1, item: 1 }, { day: 2, kind: 'cooldown' });
    expect(kinds(toCooldown, 2)).toEqual(['warmup', 'strength', 'cooldown']);
    expect(toCooldown.days[2]!.blocks[2]).toEqual({ kind: 'cooldown', note: null, items: [doc.days[0]!.blocks[1]!.items[1]] });
    const toSkills = moveItemTo(doc, { day: 0, block: 1, item: 1 }, { day: 2, kind: 'skills' });
    expect(kinds(toSkills, 2)).toEqual(['warmup', 'skills', 'strength']);
    // Within the day too: the strength block stays (the squat is left), conditioning goes after it.
    const sameDay = moveItemTo(doc, { day: 0, block: 1, item: 1 }, { day: 0, kind: 'conditioning' });
    expect(kinds(sameDay, 0)).toEqual(['warmup', 'strength', 'conditioning']);
    valid(toCooldown);
    valid(toSkills);
    valid(sameDay);
  });

  it('lets the last block of a day change kind, but never leaves a day without a block', () => {
    const single = { ...doc, days: [programDay({ blocks: [{ kind: 'strength', note: null, items: [programItem({ name: 'Squat' })] }] }), doc.days[1]!] };
    const changed = moveItemTo(single, { day: 0, block: 0, item: 0 }, { day: 0, kind: 'conditioning' });
    expect(kinds(changed, 0)).toEqual(['conditioning']);
    expect(canMoveItemTo(single, { day: 0, block: 0, item: 0 }, { day: 1, kind: 'strength' })).toBe(false);
    expect(moveItemTo(single, { day: 0, block: 0, item: 0 }, { day: 1, kind: 'strength' })).toBe(single);
  });

  it("refuses a full target block, the item's own block and places that do not exist", () => {
    const crowded = { ...doc, days: doc.days.map((d, i) => (i === 1 ? { ...d, blocks: [d.blocks[0]!, { ...d.blocks[1]!, items: fullBlock() }] } : d)) };
    const at = { day: 0, block: 0, item: 0 };
    expect(canMoveItemTo(crowded, at, { day: 1, kind: 'strength' })).toBe(false);
    expect(moveItemTo(crowded, at, { day: 1, kind: 'strength' })).toBe(crowded);
    expect(moveItemTo(doc, at, { day: 0, kind: 'warmup' })).toBe(doc);
    expect(moveItemTo(doc, { day: 0, block: 0, item: 5 }, { day: 1, kind: 'warmup' })).toBe(doc);
    expect(moveItemTo(doc, at, { day: 7, kind: 'warmup' })).toBe(doc);
  });

  it('lists the targets day by day in canonical order, new blocks marked, the own and full blocks left out', () => {
    const crowded = { ...doc, days: doc.days.map((d, i) => (i === 2 ? { ...d, blocks: [d.blocks[0]!, { ...d.blocks[1]!, items: fullBlock() }] } : d)) };
    const targets = moveTargets(crowded, { day: 0, block: 1, item: 0 });
    expect(targets.filter((t) => t.day === 0).map((t) => [t.kind, t.exists])).toEqual([
      ['warmup', true],
      ['skills', false],
      ['conditioning', false],
      ['laws', false],
      ['cooldown', false],
    ]);
    expect(targets.filter((t) => t.day === 2).map((t) => t.kind)).toEqual(['warmup', 'skills', 'conditioning', 'laws', 'cooldown']);
    expect(targets.filter((t) => t.day === 1)).toHaveLength(6);
  });
});

describe('addBlock', () => {
  it('adds a block the day lacks, with its first exercise, in canonical order (warm-up first, cool-down last)', () => {
    const bronco = programItem({ name: 'Bronco', minutes: 8 });
    const conditioning = addBlock(doc, { day: 1, kind: 'conditioning' }, bronco);
    expect(kinds(conditioning, 1)).toEqual(['warmup', 'strength', 'conditioning']);
    expect(conditioning.days[1]!.blocks[2]).toEqual({ kind: 'conditioning', note: null, items: [bronco] });
    expect(conditioning.days[0]).toBe(doc.days[0]);
    const withSkills = addBlock(conditioning, { day: 1, kind: 'skills' }, programItem({ name: 'Passing' }));
    expect(kinds(withSkills, 1)).toEqual(['warmup', 'skills', 'strength', 'conditioning']);
    const withLaws = addBlock(withSkills, { day: 1, kind: 'laws' }, programItem({ name: 'Breakdown law' }));
    expect(kinds(withLaws, 1)).toEqual(['warmup', 'skills', 'strength', 'conditioning', 'laws']);
    const withCooldown = addBlock(withLaws, { day: 1, kind: 'cooldown' }, programItem({ name: 'Stretch' }));
    expect(kinds(withCooldown, 1)).toEqual(['warmup', 'skills', 'strength', 'conditioning', 'laws', 'cooldown']);
    valid(withCooldown);
    // A warm-up goes first in a day without one.
    const noWarmup = { ...doc, days: [{ ...doc.days[0]!, blocks: [doc.days[0]!.blocks[1]!] }] };
    expect(kinds(addBlock(noWarmup, { day: 0, kind: 'warmup' }, programItem()), 0)).toEqual(['warmup', 'strength']);
  });

  it('is unchanged for a kind the day already has or a day that does not exist', () => {
    expect(addBlock(doc, { day: 0, kind: 'strength' }, programItem())).toBe(doc);
    expect(addBlock(doc, { day: 9, kind: 'skills' }, programItem())).toBe(doc);
  });

  it('knows the kinds a day lacks and where a new block goes', () => {
    expect(missingBlockKinds(doc.days[0]!)).toEqual(['skills', 'conditioning', 'laws', 'cooldown']);
    expect(blockSlot([{ kind: 'warmup' }, { kind: 'strength' }, { kind: 'cooldown' }], 'skills')).toBe(1);
    expect(blockSlot([{ kind: 'warmup' }, { kind: 'strength' }, { kind: 'cooldown' }], 'laws')).toBe(2);
    expect(blockSlot([], 'laws')).toBe(0);
  });
});

describe('day theme', () => {
  it('is trimmed, required and at most 160 characters', () => {
    expect(themeError('  Speed  ')).toBeNull();
    expect(themeError('   ')).toBe('Theme is required');
    expect(themeError('x'.repeat(161))).toBe('Theme must be at most 160 characters');
    expect(themeError(` ${'x'.repeat(160)} `)).toBeNull();
    const renamed = setDayTheme(doc, 1, '  Speed and evasion ');
    expect(renamed.days[1]!.theme).toBe('Speed and evasion');
    expect(renamed.days[0]).toBe(doc.days[0]);
    valid(renamed);
    expect(setDayTheme(doc, 1, ' ')).toBe(doc);
    expect(setDayTheme(doc, 1, 'x'.repeat(161))).toBe(doc);
    expect(setDayTheme(doc, 1, ' Speed ')).toBe(doc);
    expect(setDayTheme(doc, 5, 'Speed')).toBe(doc);
  });
});

describe('who does an item (the item form)', () => {
  const squat = doc.days[0]!.blocks[1]!.items[0]!;
  const submit = (item: typeof squat, group: string) => applyItemForm(item, itemFormSchema.parse({ ...formValuesOf(item), group }));

  it('sets the forwards, the backs or the whole squad, keeping the origin and leaving the field out for the squad', () => {
    expect(formValuesOf(squat).group).toBe('squad');
    const forwards = submit(squat, 'forwards');
    expect(forwards.group).toEqual([...FORWARD_POSITIONS]);
    expect(forwards.origin).toBe('library');
    expect(formValuesOf(forwards).group).toBe('forwards');
    expect(submit(forwards, 'backs').group).toEqual([...BACK_POSITIONS]);
    const squad = submit(forwards, 'squad');
    expect('group' in squad).toBe(false);
    expect(squad).toEqual(squat);
    // Nothing changed: the same item.
    expect(submit(forwards, 'forwards')).toBe(forwards);
    expect(submit(squat, 'squad')).toBe(squat);
  });

  it("offers an item's other group as a fourth choice, labelled by its positions", () => {
    expect(groupOptions(squat).map((o) => o.label)).toEqual(['Whole squad', 'Forwards', 'Backs']);
    const frontRow = { ...squat, group: ['prop' as const, 'hooker' as const] };
    expect(groupOptions(frontRow).map((o) => o.label)).toEqual(['Whole squad', 'Forwards', 'Backs', 'Front row']);
    expect(formValuesOf(frontRow).group).toBe('own');
    expect(submit(frontRow, 'own')).toBe(frontRow);
    expect(submit(frontRow, 'backs').group).toEqual([...BACK_POSITIONS]);
  });
});
