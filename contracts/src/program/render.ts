import { BLOCK_LABELS } from './labels.ts';
import { blockMinutesOf, dayMinutesOf, groupLabel } from './groups.ts';
import type { Load, ProgramDayDoc, ProgramDocument, ProgramItemDoc } from './schema.ts';

/**
 * Human renderings of the structured program. `formatDose` and friends are what every view shows (player's day,
 * team training card, personal week); `renderProgramText` writes the spec's text fields (`program`,
 * `programContent`, `content`) from the document. Nothing reads meaning back from these strings.
 */

const DAY_LABELS = { monday: 'Monday', tuesday: 'Tuesday', thursday: 'Thursday', friday: 'Friday' } as const;

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

export function formatLoad(load: Load): string | null {
  switch (load.kind) {
    case 'percent1rm':
      return `${load.percent}% 1RM`;
    case 'rpe':
      return `RPE ${load.rpe}`;
    case 'rir':
      return `${load.rir} reps in reserve`;
    case 'bodyweight':
      return 'bodyweight';
    case 'none':
      return null;
  }
}

/** "4 × 5 @ 80% 1RM", "3 × 6-8 each side @ RPE 7", "3 × 30 s", "6 × 40 m", "8 × 1 min"; '' when the item has no dose (a coach's own words). */
export function formatDose(item: Pick<ProgramItemDoc, 'sets' | 'reps' | 'repsMax' | 'durationSeconds' | 'distanceMeters' | 'perSide' | 'load'>): string {
  const reps = item.reps !== null ? (item.repsMax !== null && item.repsMax > item.reps ? `${item.reps}-${item.repsMax}` : `${item.reps}`) : null;
  const work = [
    reps,
    item.distanceMeters !== null ? `${item.distanceMeters} m` : null,
    item.durationSeconds !== null ? formatSeconds(item.durationSeconds) : null,
  ]
    .filter(Boolean)
    .join(' × ');
  if (!work) return '';
  const side = item.perSide ? ' each side' : '';
  const load = formatLoad(item.load);
  const base = item.sets > 1 || reps !== null ? `${item.sets} × ${work}${side}` : `${work}${side}`;
  return load && load !== 'bodyweight' ? `${base} @ ${load}` : base;
}

/** "4 × 5 @ 80% 1RM, rest 2 min, tempo 3-1-1-0"; '' when the item has no dose. */
export function formatPrescription(item: ProgramItemDoc): string {
  const dose = formatDose(item);
  if (!dose) return '';
  const parts = [dose];
  if (item.restSeconds) parts.push(`rest ${formatSeconds(item.restSeconds)}`);
  if (item.tempo) parts.push(`tempo ${item.tempo}`);
  return parts.join(', ');
}

/**
 * One item as a line of the text rendering: who does it, its name, its minutes and its dose, once
 * ("- Forwards: Scrum machine (10 min): 3 × 2 min, rest 1 min"). Cues, equipment and descriptions live in the document
 * and every screen shows them from there.
 */
export function itemLine(item: ProgramItemDoc): string {
  const who = item.group ? `${groupLabel(item.group)}: ` : '';
  const dose = formatPrescription(item);
  return `- ${who}${oneLine(item.name)} (${item.minutes} min)${dose ? `: ${dose}` : ''}`;
}

/** Text on one line (a line break in a field would start a new line of the rendering). */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** One day as text: a heading (the weekday, or 'Session' for a single session) with its match-day role and length, then its blocks. */
export function renderDayText(day: ProgramDayDoc, heading: string = DAY_LABELS[day.day]): string {
  const role = day.matchDayRole === 'none' ? '' : ` [${day.matchDayRole}]`;
  const lines = [`## ${heading}: ${oneLine(day.theme)}${role} (${dayMinutesOf(day)} min)`];
  for (const block of day.blocks) {
    lines.push(`### ${BLOCK_LABELS[block.kind]} (${blockMinutesOf(block)} min)`);
    if (block.note) lines.push(`> ${oneLine(block.note)}`);
    for (const item of block.items) lines.push(itemLine(item));
  }
  return lines.join('\n');
}

/** Headings of the week's sections that are not training days. */
export const PROGRAM_TEXT_SECTIONS = { restDay: 'Wednesday: Rest day', weekend: 'Weekend: Recovery', customizations: 'Customizations applied' } as const;

/**
 * The whole program as the spec's text field: the title, the intro lines, each training day in the week's order with
 * the Wednesday rest day in its place, the weekend and the customizations applied. The import parser reads it back
 * as written (services/training-program import/program-text.ts): rendering what it reads gives this text again.
 */
export function renderProgramText(doc: ProgramDocument): string {
  const sections = [`# ${oneLine(doc.title)}`, doc.intro.map(oneLine).filter(Boolean).join('\n')];
  // A single session (generate-training): one day under a 'Session' heading, no week around it.
  if (doc.meta.source === 'session') return [...sections, ...doc.days.map((d) => renderDayText(d, 'Session'))].filter(Boolean).join('\n\n');
  const rest = doc.restDay.trim() ? `## ${PROGRAM_TEXT_SECTIONS.restDay}\n${oneLine(doc.restDay)}` : '';
  let restPlaced = false;
  for (const day of doc.days) {
    if (!restPlaced && (day.day === 'thursday' || day.day === 'friday')) {
      sections.push(rest);
      restPlaced = true;
    }
    sections.push(renderDayText(day));
  }
  if (!restPlaced) sections.push(rest);
  if (doc.weekend.trim()) sections.push(`## ${PROGRAM_TEXT_SECTIONS.weekend}\n${oneLine(doc.weekend)}`);
  if (doc.meta.customizations.length)
    sections.push(`## ${PROGRAM_TEXT_SECTIONS.customizations}\n${doc.meta.customizations.map((c) => `- ${oneLine(c)}`).join('\n')}`);
  return sections.filter(Boolean).join('\n\n');
}
