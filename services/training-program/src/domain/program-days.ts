import { parseProgram, renderSession } from '../generator/program.ts';

/** A heading that opens a training day in free text (Wednesday, weekend and other headings close one). */
const TRAINING_DAY_HEADING = /^\s*(?:#+\s*)?(?:\*\*)?\s*(?:monday|tuesday|thursday|friday|day\s*\d+|session\s*\d+)\b/i;
const OTHER_HEADING = /^\s*(?:#+\s+|(?:\*\*)?\s*(?:wednesday|saturday|sunday|weekend)\b)/i;

/**
 * The training days of an approved program, in order, as the text a player sees on day N. A program in the
 * generator's format gives one session per day section (headed "Day N: theme"); the coach's own free text is split
 * at its day headings, or is one day when it has none.
 */
export function programDays(text: string): string[] {
  const week = parseProgram(text);
  if (week) return week.days.map((day, i) => renderSession(`Day ${i + 1}: ${day.theme}`, day.blocks));
  const days: string[][] = [];
  let current: string[] | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (TRAINING_DAY_HEADING.test(line)) {
      current = [line];
      days.push(current);
    } else if (OTHER_HEADING.test(line)) {
      current = null;
    } else if (current) {
      current.push(line);
    }
  }
  const found = days.map((d) => d.join('\n').trim()).filter(Boolean);
  return found.length ? found : [text.trim()];
}
