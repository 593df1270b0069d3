import { coachTextTooLong, LIMITS } from '@rugby/contracts';
import { badRequest } from '@rugby/service-kit';

/**
 * The coach's pasted text, checked before anything reads it (issue 13, point 6). Each refusal is a 400 naming
 * customContent, so the coach knows what to fix; nothing is generated, so nothing is half-saved.
 */

/** One training week in words (LIMITS.coachTextMax, also the route contract's bound). */
export const MAX_COACH_TEXT = LIMITS.coachTextMax;

export const COACH_TEXT_ERRORS = {
  blank: 'customContent: Please provide training content to process',
  tooLong: (length: number) => coachTextTooLong(length),
  binary: 'customContent looks like binary data, not text (it holds control characters). Paste the plan as plain text.',
  noWords: 'customContent has no training content in words: write the drills with their sets, reps or minutes, and the days they are on.',
  noItems: 'customContent has no training items: write the drills with their sets, reps or minutes, and the days they are on.',
  twoWeeks: (day: string) => `customContent holds more than one week (${day} comes round again): paste one week; the app runs it as a 4-week block.`,
  sessionTooLong: (day: string, minutes: number) =>
    `customContent: ${day} holds ${minutes} minutes as written; a session can hold at most 120 with its warm-up and cool-down.`,
  weekTooLong: (minutes: number) => `customContent adds up to ${minutes} minutes; four sessions of at most 120 minutes cannot hold it.`,
  tooManyBlocks: (day: string) =>
    `customContent: ${day} holds more separate parts than one session can (at most 10 blocks); group its drills under fewer headings.`,
} as const;

/** Emoji, their skin tones, variation selectors, joiners and keycaps: decoration in a coach's text, never content. */
export const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** Control characters no one types (tab, line breaks and form feeds aside), C1 controls, the replacement character, non-characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufffd\ufffe\uffff]/;

/**
 * The text as the import reads it: line breaks unified (Word's manual line break and form feeds are line breaks),
 * tabs and unusual spaces as spaces, invisible characters dropped. Throws a 400 for blank, too long, binary-looking
 * or wordless text.
 */
export function readCoachText(raw: string): string {
  if (!raw.trim()) throw badRequest(COACH_TEXT_ERRORS.blank);
  if (raw.length > MAX_COACH_TEXT) throw badRequest(COACH_TEXT_ERRORS.tooLong(raw.length));
  if (BINARY.test(raw)) throw badRequest(COACH_TEXT_ERRORS.binary);
  const text = raw
    // eslint-disable-next-line no-control-regex -- vertical tab and form feed become line breaks
    .replace(/\r\n?|[\u000b\u000c\u2028\u2029]/g, '\n')
    .replace(/[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b\u2060\ufeff]/g, '');
  if (!/\p{L}/u.test(text)) throw badRequest(COACH_TEXT_ERRORS.noWords);
  return text;
}
