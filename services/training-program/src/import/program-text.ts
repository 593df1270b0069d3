import {
  BLOCK_KINDS,
  BLOCK_LABELS,
  ELITE_PROGRAM_TYPES,
  FORWARD_POSITIONS,
  BACK_POSITIONS,
  itemLine,
  matchDayRoleSchema,
  POSITION_LABELS,
  POSITIONS,
  PROGRAM_DOCUMENT_VERSION,
  PROGRAM_TEXT_SECTIONS,
  programDocumentSchema,
  TRAINING_DAYS,
  WEEKDAY_LABELS,
  type BlockKind,
  type Position,
  type ProgramBlockDoc,
  type ProgramDayDoc,
  type ProgramDocument,
  type ProgramItemDoc,
  type ProgramType,
  type SeasonPhase,
  type TrainingDay,
} from '@rugby/contracts';
import { badRequest, HttpError } from '@rugby/service-kit';
import { activityByName } from '../content/activities.ts';
import { libraryItem } from '../generator/dosing.ts';
import { classify } from './classify.ts';
import { coachItemDoc, importCoachText } from './complete.ts';
import { cleanName, isDoseOnly, readDose } from './dose.ts';
import { readCoachText } from './text.ts';
import type { TeamContext } from '../generator/context.ts';

/**
 * Programs read from their text, the one way (the spec's clients send text only: `program`, `programContent`,
 * `originalProgram`). A text in the shape the app renders (contracts renderProgramText: '# title', intro lines,
 * '## Monday: theme [MD-1] (55 min)', '### Strength (20 min)', '> note', '- Forwards: Name (12 min): dose') is read as
 * written: its days, blocks and items, each item line through the coach's item reader (its name, minutes and the
 * numbers of its dose, dose.ts), nothing added or moved. Any other text is a coach's own week and goes through the
 * import (complete.ts), which completes the gaps it leaves. Rendering what is read gives the text again.
 *
 * An item whose line is the line of an item of the program it was rendered from (`previous`) is that item whole
 * (exercise, cues, description, unit, origin); an edited line keeps the exercise it names, with the coach's numbers
 * (origin 'coach': the library's progression leaves them as written). Without a previous program, an item named
 * as a library exercise is that exercise at the dose written.
 */

export interface ProgramTextContext {
  programType: ProgramType;
  team: TeamContext;
  /** The document the text was rendered from, when there is one (the stored program on an edit). */
  previous?: ProgramDocument | null;
  /** The body field the text came in, named in a 400. */
  field: string;
}

/** The program a text describes: as written when it is in the app's shape, else imported as a coach's week (400 naming `field` for bad text). */
export function programFromText(text: string, context: ProgramTextContext): ProgramDocument {
  try {
    const clean = readCoachText(text);
    return readProgramSections(clean, context) ?? importCoachText(clean, context.team);
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) throw badRequest(err.message.replace(/\bcustomContent\b/g, context.field));
    throw err;
  }
}

const DAY_BY_LABEL = new Map<string, TrainingDay | 'session'>([
  ...TRAINING_DAYS.map((d) => [WEEKDAY_LABELS[d].toLowerCase(), d] as const),
  ['session', 'session'],
]);
const KIND_BY_LABEL = new Map<string, BlockKind>(BLOCK_KINDS.map((k) => [BLOCK_LABELS[k].toLowerCase(), k]));
const DAY_HEADING = /^##\s+([A-Za-z]+)\s*:\s*(.*?)\s*(?:\[([^\]]+)\])?\s*(?:\(\s*\d+\s*min\s*\))?\s*$/;
const BLOCK_HEADING = /^###\s+(.+?)\s*(?:\(\s*\d+\s*min\s*\))?\s*$/;
const ITEM_LINE = /^(.*?)\s*\(\s*(\d+)\s*min\s*\)\s*(?::\s*(.*))?$/;
const UNIT_LABELS: ReadonlyArray<[string, readonly Position[]]> = [
  ['forwards', FORWARD_POSITIONS],
  ['backs', BACK_POSITIONS],
  ['front row', ['prop', 'hooker']],
  ['back row', ['flanker', '8']],
];
const POSITION_BY_LABEL = new Map(POSITIONS.map((p) => [POSITION_LABELS[p].toLowerCase(), p]));

/** 'Forwards: ', 'Hooker, Lock: ' in front of an item: who does it (groups.ts groupLabel), else null. */
function readGroup(text: string): { group: Position[]; rest: string } | null {
  const colon = text.indexOf(': ');
  if (colon < 0) return null;
  const label = text.slice(0, colon).trim().toLowerCase();
  const unit = UNIT_LABELS.find(([l]) => l === label);
  const positions = unit ? [...unit[1]] : label.split(/\s*,\s*/).map((l) => POSITION_BY_LABEL.get(l));
  if (!positions.length || positions.some((p) => p === undefined)) return null;
  const group = POSITIONS.filter((p) => positions.includes(p));
  return group.length < POSITIONS.length ? { group, rest: text.slice(colon + 2) } : null;
}

interface Reading {
  title: string | null;
  intro: string[];
  days: Array<{ day: TrainingDay | 'session'; theme: string; role: string; blocks: Array<{ kind: BlockKind; note: string | null; lines: string[] }> }>;
  restDay: string[];
  weekend: string[];
  customizations: string[];
}

/** The sections of a text in the app's shape, or null when it is not in it. */
function sectionsOf(text: string): Reading | null {
  const out: Reading = { title: null, intro: [], days: [], restDay: [], weekend: [], customizations: [] };
  let section: 'intro' | 'day' | 'restDay' | 'weekend' | 'customizations' = 'intro';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (out.title === null) {
      if (!/^#\s+\S/.test(line)) return null;
      out.title = line.replace(/^#\s+/, '');
      continue;
    }
    if (/^##\s/.test(line)) {
      const heading = line.replace(/^##\s+/, '').toLowerCase();
      const other = (Object.keys(PROGRAM_TEXT_SECTIONS) as Array<keyof typeof PROGRAM_TEXT_SECTIONS>).find(
        (k) => heading === PROGRAM_TEXT_SECTIONS[k].toLowerCase(),
      );
      if (other) {
        section = other;
        continue;
      }
      const day = DAY_HEADING.exec(line);
      const which = day ? DAY_BY_LABEL.get(day[1]!.toLowerCase()) : undefined;
      if (!day || !which) return null;
      const role = day[3] && matchDayRoleSchema.safeParse(day[3]).success ? day[3] : 'none';
      const theme = day[3] && role === 'none' ? `${day[2]} [${day[3]}]` : day[2]!;
      out.days.push({ day: which, theme, role, blocks: [] });
      section = 'day';
      continue;
    }
    if (section === 'intro') out.intro.push(line);
    else if (section === 'restDay') out.restDay.push(line);
    else if (section === 'weekend') out.weekend.push(line);
    else if (section === 'customizations') out.customizations.push(line.replace(/^[-*]\s+/, ''));
    else {
      const day = out.days.at(-1)!;
      const block = BLOCK_HEADING.exec(line);
      if (block) {
        const kind = KIND_BY_LABEL.get(block[1]!.toLowerCase());
        if (!kind) return null;
        day.blocks.push({ kind, note: null, lines: [] });
        continue;
      }
      const current = day.blocks.at(-1);
      if (!current) return null;
      if (line.startsWith('>') && current.lines.length === 0) current.note = [current.note, line.replace(/^>\s*/, '')].filter(Boolean).join(' ');
      else current.lines.push(line.replace(/^(?:[-*•]\s+)/, ''));
    }
  }
  if (!out.title || !out.days.length || out.days.some((d) => !d.blocks.length || d.blocks.some((b) => !b.lines.length))) return null;
  return out;
}

/** One item line as the coach's item: its unit, name and minutes as written, the numbers of its dose, any further words as its notes. */
function readItem(line: string, kind: BlockKind, phase: SeasonPhase, weekOfPhase: number): { item: ProgramItemDoc; shaped: boolean } {
  const unit = readGroup(line);
  const body = unit ? unit.rest : line;
  const shaped = ITEM_LINE.exec(body);
  const after = shaped?.[3]?.trim() ?? '';
  // The dose is the first sentence after the colon when it is only numbers ('4 × 5 @ 80% 1RM, rest 2 min'); the rest is the coach's words.
  const first = after.split(/(?<=\.)\s+/)[0]!.replace(/\.$/, '');
  const hasDose = first !== '' && isDoseOnly(first);
  const words = (hasDose ? after.slice(first.length).replace(/^\.\s*/, '') : after).trim();
  const { dose, spans } = readDose(shaped ? (hasDose ? first : '') : body);
  // A line the coach added in their own words ('- 6 x 40m sprints'): its name is the words without the numbers.
  const name = shaped ? shaped[1]!.trim() : cleanName(body, spans) || body.trim();
  // '(8 min): 5 min' is five minutes of work; a line without minutes gets the time its dose takes (the import's model).
  if (shaped) dose.minutes = Number(shaped[2]);
  if (shaped && hasDose && dose.durationSeconds === null && dose.reps === null && dose.distanceMeters === null) {
    const work = readDose(first.replace(/,?\s*rest\b.*$/i, '')).dose.minutes;
    if (work !== null) dose.durationSeconds = work * 60;
  }
  const item = coachItemDoc(
    { words: line, name: name.slice(0, 160), dose, kind, days: null, group: null, cues: [], classified: classify(line) },
    phase,
    weekOfPhase,
  );
  const { change: _change, ...kept } = item;
  return {
    item: {
      ...kept,
      name: kept.name.slice(0, 160) || 'Item',
      notes: words ? words.slice(0, 800) : shaped ? null : line.slice(0, 800),
      ...(unit ? { group: unit.group } : {}),
    },
    shaped: shaped !== null,
  };
}

/** A read item as the program knows it: the previous program's item when the line is its line, else the exercise it names with the coach's numbers. */
function linkItem(
  { item, shaped }: { item: ProgramItemDoc; shaped: boolean },
  previousByLine: Map<string, ProgramItemDoc[]> | null,
  previousByName: Map<string, ProgramItemDoc>,
): ProgramItemDoc {
  const line = itemLine(item);
  const same = previousByLine?.get(line);
  if (same?.length) {
    const kept = same.shift()!;
    return item.notes ? { ...kept, notes: item.notes } : kept;
  }
  const dose = {
    minutes: item.minutes,
    sets: item.sets,
    reps: item.reps,
    repsMax: item.repsMax,
    durationSeconds: item.durationSeconds,
    distanceMeters: item.distanceMeters,
    restSeconds: item.restSeconds,
    perSide: item.perSide,
    load: item.load,
    tempo: item.tempo,
  };
  const known = previousByName.get(nameKey(item));
  if (known) {
    const { change: _change, ...kept } = known;
    return { ...kept, ...dose, notes: item.notes ?? known.notes, origin: 'coach' };
  }
  const activity = activityByName(item.name);
  if (!activity) return item;
  const library = libraryItem(activity, { ...dose, restSeconds: dose.restSeconds ?? 0 }, item.minutes);
  // With no program it was rendered from, a library exercise in the app's line shape is the app's at the dose written
  // (it progresses and customizes as the library's); added to a program that had it not, or in the coach's own
  // words, it is the coach's.
  const origin = previousByLine || !shaped ? 'coach' : 'library';
  return { ...library, ...dose, name: item.name, notes: item.notes ?? library.notes, origin, ...(item.group ? { group: item.group } : {}) };
}

const nameKey = (item: Pick<ProgramItemDoc, 'name' | 'group'>) => `${item.name.toLowerCase()}|${item.group?.join(',') ?? ''}`;

/** A text in the app's shape as its document (null when it is not one). */
export function readProgramSections(text: string, context: ProgramTextContext): ProgramDocument | null {
  const reading = sectionsOf(text);
  if (!reading) return null;
  const previous = context.previous ?? null;
  const phase = previous?.meta.seasonPhase ?? context.team.seasonPhase;
  const weekOfPhase = previous?.meta.weekOfPhase ?? context.team.weekOfPhase ?? 1;
  const previousItems = previous?.days.flatMap((d) => d.blocks.flatMap((b) => b.items)) ?? [];
  const previousByLine = new Map<string, ProgramItemDoc[]>();
  for (const item of previousItems) previousByLine.set(itemLine(item), [...(previousByLine.get(itemLine(item)) ?? []), item]);
  const previousByName = new Map(previousItems.map((i) => [nameKey(i), i]));
  const session = reading.days.some((d) => d.day === 'session');
  const days: ProgramDayDoc[] = reading.days.map((d) => ({
    day: d.day === 'session' ? (previous?.days[0]?.day ?? 'monday') : d.day,
    matchDayRole: d.role,
    theme: d.theme.slice(0, 160) || 'Training',
    blocks: d.blocks.map((b): ProgramBlockDoc => ({
      kind: b.kind,
      note: b.note?.slice(0, 400) ?? null,
      items: b.lines.map((line) => linkItem(readItem(line, b.kind, phase, weekOfPhase), previous ? previousByLine : null, previousByName)),
    })),
  }));
  const style = (ELITE_PROGRAM_TYPES as readonly string[]).includes(context.programType) ? (context.programType as ProgramDocument['meta']['style']) : null;
  const meta: ProgramDocument['meta'] = {
    ...(previous?.meta ?? {
      source: session ? 'session' : style ? 'elite' : 'custom',
      style,
      seasonPhase: phase,
      weekOfPhase,
      matchDay: context.team.matchDay ?? null,
      ageBand: 'adult',
      position: null,
    }),
    customizations: reading.customizations.map((c) => c.slice(0, 300)).slice(0, 40),
  };
  if (!session && meta.source === 'session') meta.source = style ? 'elite' : 'custom';
  const doc: ProgramDocument = {
    version: PROGRAM_DOCUMENT_VERSION,
    title: reading.title!.slice(0, 200),
    intro: reading.intro.map((l) => l.slice(0, 500)).slice(0, 10),
    meta,
    days,
    // A single session's text has no week around it: its rest-day and weekend words stay those of its program.
    restDay: session ? (previous?.restDay ?? '') : reading.restDay.join(' ').slice(0, 800),
    weekend: session ? (previous?.weekend ?? '') : reading.weekend.join(' ').slice(0, 800),
  };
  const checked = programDocumentSchema.safeParse(doc);
  return checked.success ? checked.data : null;
}
