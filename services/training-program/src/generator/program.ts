import { TRAINING_DAYS, type TrainingDay } from '@rugby/contracts';
import { activityByName, LIBRARY_CATEGORIES, type Activity, type LibraryCategory } from '../content/activities.ts';

/**
 * The coach-facing program: a training week as structured data, rendered to (and parsed back from) the
 * markdown-like text coaches read, approve and edit. One section per training day; blocks in order with
 * the warm-up first and the cool-down last.
 */
export interface ProgramItem { name: string; minutes: number; description: string }
export interface ProgramBlock { category: LibraryCategory; note: string | null; items: ProgramItem[] }
export interface ProgramDay { day: TrainingDay; theme: string; blocks: ProgramBlock[] }
export interface WeekProgram {
  title: string;
  /** Header lines: style, notice, season phase, weekly focus. */
  intro: string[];
  days: ProgramDay[];
  restDay: string;
  weekend: string;
  customizations: string[];
}

export const BLOCK_TITLES: Record<LibraryCategory, string> = {
  warmup: 'Warm-up', skills: 'Skills', strength: 'Strength', conditioning: 'Conditioning', laws: 'Laws focus', cooldown: 'Cool-down',
};
export const DAY_LABELS: Record<TrainingDay, string> = { monday: 'Monday', tuesday: 'Tuesday', thursday: 'Thursday', friday: 'Friday' };
export const CUSTOMIZATIONS_HEADING = 'Customizations applied';
/** Prefix of a skills item that splits forwards and backs into units. */
export const UNIT_SPLIT = 'Unit split: ';

export const blockMinutes = (block: ProgramBlock) => block.items.reduce((s, i) => s + i.minutes, 0);
export const dayMinutes = (day: ProgramDay) => day.blocks.reduce((s, b) => s + blockMinutes(b), 0);

/** Library activities an item stands for (a unit split stands for two); empty for the coach's own items. */
export function itemActivities(item: ProgramItem): Activity[] {
  if (item.name.startsWith(UNIT_SPLIT)) {
    return item.name.slice(UNIT_SPLIT.length).split(' / ').map(activityByName).filter((x): x is Activity => x !== null);
  }
  const found = activityByName(item.name);
  return found ? [found] : [];
}

export function renderDay(day: ProgramDay): string {
  return renderSession(`${DAY_LABELS[day.day]}: ${day.theme}`, day.blocks);
}

/** One session: a heading with its length, then its blocks in order. */
export function renderSession(heading: string, blocks: ProgramBlock[]): string {
  const lines = [`## ${heading} (${blocks.reduce((s, b) => s + blockMinutes(b), 0)} min)`];
  for (const block of blocks) {
    lines.push(`### ${BLOCK_TITLES[block.category]} (${blockMinutes(block)} min)`);
    if (block.note) lines.push(`> ${block.note}`);
    for (const item of block.items) lines.push(`- ${item.name} (${item.minutes} min): ${item.description}`);
  }
  return lines.join('\n');
}

export function renderProgram(program: WeekProgram): string {
  const sections = [`# ${program.title}`, program.intro.join('\n')];
  for (const day of TRAINING_DAYS) {
    const d = program.days.find((x) => x.day === day);
    if (d) sections.push(renderDay(d));
    if (day === 'tuesday') sections.push(`## Wednesday: Rest day\n${program.restDay}`);
  }
  sections.push(`## Weekend: Recovery\n${program.weekend}`);
  if (program.customizations.length) sections.push(`## ${CUSTOMIZATIONS_HEADING}\n${program.customizations.map((c) => `- ${c}`).join('\n')}`);
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}

const CATEGORY_BY_TITLE = new Map(LIBRARY_CATEGORIES.map((c) => [BLOCK_TITLES[c].toLowerCase(), c]));
const DAY_HEADING = /^##\s+(monday|tuesday|thursday|friday)\s*:\s*(.*?)\s*(?:\(\s*\d+\s*min\s*\))?\s*$/i;
const BLOCK_HEADING = /^###\s+(.+?)\s*(?:\(\s*\d+\s*min\s*\))?\s*$/i;
const ITEM_LINE = /^[-*]\s+(.+?)\s*\(\s*(\d+)\s*min\s*\)\s*:?\s*(.*)$/i;

/** Parses text in the rendered format; null when it is not one (e.g. the coach's own free text). */
export function parseProgram(text: string): WeekProgram | null {
  const program: WeekProgram = { title: '', intro: [], days: [], restDay: '', weekend: '', customizations: [] };
  let section: 'intro' | 'day' | 'rest' | 'weekend' | 'customizations' | 'other' = 'intro';
  let day: ProgramDay | null = null;
  let block: ProgramBlock | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!program.title && /^#\s+/.test(line)) { program.title = line.replace(/^#\s+/, ''); continue; }
    const dayMatch = DAY_HEADING.exec(line);
    if (dayMatch) {
      day = { day: dayMatch[1]!.toLowerCase() as TrainingDay, theme: dayMatch[2] ?? '', blocks: [] };
      block = null;
      program.days.push(day);
      section = 'day';
      continue;
    }
    if (/^##\s+/.test(line) && !/^###/.test(line)) {
      const heading = line.replace(/^##\s+/, '').toLowerCase();
      section = heading.startsWith('wednesday') ? 'rest' : heading.startsWith('weekend') ? 'weekend' : heading.startsWith(CUSTOMIZATIONS_HEADING.toLowerCase()) ? 'customizations' : 'other';
      day = null;
      block = null;
      continue;
    }
    if (section === 'intro') program.intro.push(line);
    else if (section === 'rest') program.restDay = program.restDay ? `${program.restDay} ${line}` : line;
    else if (section === 'weekend') program.weekend = program.weekend ? `${program.weekend} ${line}` : line;
    else if (section === 'customizations') program.customizations.push(line.replace(/^[-*]\s+/, ''));
    else if (section === 'day' && day) {
      const blockMatch = BLOCK_HEADING.exec(line);
      if (blockMatch) {
        const category = CATEGORY_BY_TITLE.get(blockMatch[1]!.toLowerCase());
        if (!category) return null;
        block = { category, note: null, items: [] };
        day.blocks.push(block);
        continue;
      }
      if (!block) return null;
      if (line.startsWith('>')) { block.note = line.replace(/^>\s*/, ''); continue; }
      const item = ITEM_LINE.exec(line);
      if (!item) return null;
      block.items.push({ name: item[1]!, minutes: Number(item[2]), description: item[3] ?? '' });
    }
  }
  if (!program.title || program.days.length === 0 || program.days.some((d) => d.blocks.length === 0 || d.blocks.some((b) => b.items.length === 0))) return null;
  return program;
}
