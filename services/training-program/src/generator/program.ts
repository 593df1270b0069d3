import type { TrainingDay } from '@rugby/contracts';
import { LIBRARY_CATEGORIES, type LibraryCategory } from '../content/activities.ts';

/**
 * The legacy text format of a program (before programs were structured documents): one '## Day: theme' section per
 * training day, '### Block (n min)' headings and '- Item (n min): description' lines. Programs approved or pushed
 * before then, and text a coach edited by hand, are still read from it (domain/program-document.ts,
 * domain/program-days.ts); nothing writes it any more.
 */
export interface ProgramItem {
  name: string;
  minutes: number;
  description: string;
}
export interface ProgramBlock {
  category: LibraryCategory;
  note: string | null;
  items: ProgramItem[];
}
export interface ProgramDay {
  day: TrainingDay;
  theme: string;
  blocks: ProgramBlock[];
}
export interface WeekProgram {
  title: string;
  /** Header lines: style, notice, season phase, weekly focus. */
  intro: string[];
  days: ProgramDay[];
  restDay: string;
  weekend: string;
  customizations: string[];
}

const BLOCK_TITLES: Record<LibraryCategory, string> = {
  warmup: 'Warm-up',
  skills: 'Skills',
  strength: 'Strength',
  conditioning: 'Conditioning',
  laws: 'Laws focus',
  cooldown: 'Cool-down',
};
const CUSTOMIZATIONS_HEADING = 'Customizations applied';

const blockMinutes = (block: ProgramBlock) => block.items.reduce((s, i) => s + i.minutes, 0);

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

const CATEGORY_BY_TITLE = new Map(LIBRARY_CATEGORIES.map((c) => [BLOCK_TITLES[c].toLowerCase(), c]));
const DAY_HEADING = /^##\s+(monday|tuesday|thursday|friday)\s*:\s*(.*?)\s*(?:\(\s*\d+\s*min\s*\))?\s*$/i;
const BLOCK_HEADING = /^###\s+(.+?)\s*(?:\(\s*\d+\s*min\s*\))?\s*$/i;
const ITEM_LINE = /^[-*]\s+(.+?)\s*\(\s*(\d+)\s*min\s*\)\s*:?\s*(.*)$/i;

/** One '- Name (N min): description' line; null when the line is not one. */
export function readItemLine(line: string): ProgramItem | null {
  const item = ITEM_LINE.exec(line.trim());
  return item ? { name: item[1]!, minutes: Number(item[2]), description: item[3] ?? '' } : null;
}

/** Parses text in the rendered format; null when it is not one (e.g. the coach's own free text). */
export function parseProgram(text: string): WeekProgram | null {
  const program: WeekProgram = { title: '', intro: [], days: [], restDay: '', weekend: '', customizations: [] };
  let section: 'intro' | 'day' | 'rest' | 'weekend' | 'customizations' | 'other' = 'intro';
  let day: ProgramDay | null = null;
  let block: ProgramBlock | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!program.title && /^#\s+/.test(line)) {
      program.title = line.replace(/^#\s+/, '');
      continue;
    }
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
      section = heading.startsWith('wednesday')
        ? 'rest'
        : heading.startsWith('weekend')
          ? 'weekend'
          : heading.startsWith(CUSTOMIZATIONS_HEADING.toLowerCase())
            ? 'customizations'
            : 'other';
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
      if (line.startsWith('>')) {
        block.note = line.replace(/^>\s*/, '');
        continue;
      }
      const item = readItemLine(line);
      if (!item) return null;
      block.items.push(item);
    }
  }
  if (!program.title || program.days.length === 0 || program.days.some((d) => d.blocks.length === 0 || d.blocks.some((b) => b.items.length === 0))) return null;
  return program;
}
