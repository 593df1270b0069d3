import { LIMITS, TRAINING_DAYS } from '@rugby/contracts';
import type { LibraryCategory } from '../content/activities.ts';
import { dayMaxIntensity, PHASE_PLANS } from '../content/periodisation.ts';
import { squadPositions, type TeamContext } from './context.ts';
import { tagsIn } from './keywords.ts';
import { blockMinutes, dayMinutes, parseProgram, type ProgramBlock, type ProgramDay, type ProgramItem, type WeekProgram } from './program.ts';
import { seededRandom } from './random.ts';
import { resizeDay } from './reshape.ts';
import { buildBlock, newSelector, SESSION_ORDER, type Constraints } from './session-builder.ts';

/** Keywords that place a line of the coach's own text in a block (first match wins, in this order). */
const CATEGORY_KEYWORDS: ReadonlyArray<[LibraryCategory, RegExp]> = [
  ['cooldown', /cool[- ]?down|stretch|foam|yoga|breathing|ice bath|cold water/i],
  ['warmup', /warm[- ]?up|activation|dynamic|jog|mobility|\bramp\b/i],
  ['laws', /\blaws?\b|referee|offside|\bruling/i],
  ['strength', /squat|deadlift|press|lunge|push-?ups?|pull-?ups?|\brows?\b|bench|clean|weights|\bgym\b|plank|core|nordic|hip thrust|strength|carry|carries/i],
  ['conditioning', /sprint|\brun\b|running|shuttle|interval|bronco|yo-?yo|fitness|conditioning|\bbike\b|rower|cardio|hill/i],
  ['skills', /pass|catch|tackl|scrum|line-?out|ruck|maul|kick|drill|handling|evasion|defen|attack|skill|game/i],
];
const DEFAULT_MINUTES: Record<LibraryCategory, number> = { warmup: 8, skills: 12, strength: 12, conditioning: 10, laws: 5, cooldown: 6 };
const DAY_HEADING = /^(?:#+\s*)?(?:\*\*)?\s*(monday|tuesday|wednesday|thursday|friday|saturday|sunday|day\s*\d+|session\s*\d+)\b[\s:.\-–—]*(.*)$/i;
const REST = /\b(rest|off|recovery day)\b/i;

interface Entry { category: LibraryCategory; item: ProgramItem }

function parseEntry(line: string): Entry | null {
  const text = line.replace(/^(?:[-*•]|\d+[.)])\s*/, '').replace(/\*\*/g, '').trim();
  if (text.length < 3) return null;
  const minutesMatch = /(\d{1,3})\s*(?:min|mins|minutes|')\b/i.exec(text);
  const category = CATEGORY_KEYWORDS.find(([, re]) => re.test(text))?.[0] ?? 'skills';
  const minutes = minutesMatch ? Math.min(30, Math.max(3, Number(minutesMatch[1]))) : DEFAULT_MINUTES[category];
  const cleaned = text.replace(/\(?\s*\d{1,3}\s*(?:min|mins|minutes|')\s*\)?/i, '').replace(/\s{2,}/g, ' ').trim().replace(/[:\-–—]$/, '').trim();
  const [head, ...rest] = cleaned.split(/:\s+|\s+[-–—]\s+/);
  const name = (head ?? cleaned).slice(0, 80).trim() || 'Coach\'s drill';
  const description = rest.join(': ').trim() || cleaned;
  const title = name.replace(/[()]/g, '');
  return { category, item: { name: title.charAt(0).toUpperCase() + title.slice(1), minutes, description } };
}

/** A line listing several short items ("squats 3x10, sprints, passing drills") becomes one entry per item. */
function splitList(line: string): string[] {
  const parts = line.split(/;|,(?![^(]*\))/).map((x) => x.trim()).filter(Boolean);
  return parts.length >= 3 && parts.every((x) => x.length <= 40) ? parts : [line];
}

/** Splits pasted text into sessions by day headings; with none, one pool of entries. */
function sessionsOf(lines: string[]): { title: string | null; sessions: Entry[][] } {
  let title: string | null = null;
  const sessions: Entry[][] = [];
  let current: Entry[] | null = null;
  let restSession = false;
  lines.forEach((line, i) => {
    const looksLikeTitle = !DAY_HEADING.test(line) && line.length <= 80 && !/[.:]$/.test(line) && lines.length > 1 && !/\d+\s*min/i.test(line) && !CATEGORY_KEYWORDS.some(([, re]) => re.test(line));
    if (i === 0 && (/^#\s/.test(line) || looksLikeTitle)) {
      title = line.replace(/^#+\s*/, '').trim();
      return;
    }
    const heading = DAY_HEADING.exec(line);
    if (heading) {
      restSession = REST.test(heading[2] ?? '');
      current = restSession ? null : [];
      if (current) sessions.push(current);
      const inline = heading[2] && !REST.test(heading[2]) ? parseEntry(heading[2]) : null;
      if (inline && current && /\d+\s*min|:/.test(heading[2]!)) (current as Entry[]).push(inline);
      return;
    }
    if (restSession) return;
    const entries = splitList(line).map(parseEntry).filter((e): e is Entry => e !== null);
    if (!entries.length) return;
    if (!current) { current = []; sessions.push(current); }
    current.push(...entries);
  });
  return { title, sessions: sessions.filter((s) => s.length > 0) };
}

/** Spreads the coach's entries over the four training days, keeping their own day split when they gave one. */
function assignToDays(sessions: Entry[][]): Entry[][] {
  const days: Entry[][] = [[], [], [], []];
  if (sessions.length >= 2) {
    sessions.forEach((s, i) => days[i % 4]!.push(...s));
    // Fewer than four sessions: repeat the coach's sessions in order on the remaining days.
    for (let i = sessions.length; i < 4; i++) days[i]!.push(...sessions[i % sessions.length]!);
    return days;
  }
  const pool = sessions[0] ?? [];
  for (const category of SESSION_ORDER) {
    const entries = pool.filter((e) => e.category === category);
    // Warm-ups and cool-downs suit every day; other work is shared out in turn.
    if (category === 'warmup' || category === 'cooldown') days.forEach((d) => d.push(...entries));
    else entries.forEach((e, i) => days[i % 4]!.push(e));
  }
  return days;
}

/**
 * Turns a coach's own training text into the 4-day week: their items are kept (in warm-up, skills, strength,
 * conditioning, laws and cool-down blocks by what they describe), missing warm-ups and cool-downs come from the
 * library, and each session is brought to 45-60 minutes.
 */
export function buildCustomWeek(text: string, context: TeamContext): WeekProgram {
  const ours = parseProgram(text);
  const phase = context.seasonPhase;
  const plan = PHASE_PLANS[phase];
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const { title, sessions } = ours ? { title: ours.title, sessions: [] } : sessionsOf(lines);
  const topicTags = tagsIn(text);
  const selector = newSelector(seededRandom('custom', text, phase, context.teamId));
  let added = 0;

  const kept = new Set(sessions.flat()).size;
  const days: ProgramDay[] = ours ? structuredClone(ours.days) : assignToDays(sessions).map((entries, i) => {
    const blocks: ProgramBlock[] = SESSION_ORDER.map((category) => ({ category, note: null, items: entries.filter((e) => e.category === category).map((e) => ({ ...e.item })) }))
      .filter((b) => b.items.length > 0);
    const dayTopics = tagsIn(entries.map((e) => `${e.item.name} ${e.item.description}`).join(' '));
    return { day: TRAINING_DAYS[i]!, theme: dayTopics.length ? `Your session: ${dayTopics.slice(0, 2).join(' and ')}` : 'Your session', blocks };
  });

  days.forEach((day, i) => {
    const constraints: Constraints = { positions: squadPositions(context), equipment: 'any', maxIntensity: dayMaxIntensity(phase, i), liveContact: plan.liveContact, excludeTags: [] };
    const prefs = { dayTags: topicTags, styleTags: [] };
    const ensure = (category: LibraryCategory, minutes: number) => {
      if (day.blocks.some((b) => b.category === category)) return;
      const block = buildBlock(category, minutes, prefs, constraints, selector);
      if (!block.items.length) return;
      added += block.items.length;
      day.blocks.push(block);
    };
    ensure('warmup', plan.warmupMinutes);
    ensure('cooldown', plan.cooldownMinutes);
    // Complete the session with the main work it lacks while there is room, then fit it to 45-60 minutes.
    const target = Math.max(LIMITS.sessionMinutesMin, Math.min(LIMITS.sessionMinutesMax, plan.sessionMinutes[i]!));
    for (const category of ['skills', 'conditioning', 'strength'] as const) {
      const room = target - dayMinutes(day);
      if (room >= 8 || (room > 0 && dayMinutes(day) < LIMITS.sessionMinutesMin)) ensure(category, Math.max(8, Math.min(15, room)));
    }
    day.blocks.sort((x, y) => SESSION_ORDER.indexOf(x.category) - SESSION_ORDER.indexOf(y.category));
    const total = dayMinutes(day);
    if (total > LIMITS.sessionMinutesMax) resizeDay(day, LIMITS.sessionMinutesMax);
    else if (total < LIMITS.sessionMinutesMin) resizeDay(day, LIMITS.sessionMinutesMin);
    day.blocks = day.blocks.filter((b) => blockMinutes(b) > 0);
  });

  return {
    title: title || 'Custom Training Program',
    intro: [
      'Style: Custom program from the coach\'s own training content, arranged into the 4-day week.',
      `Season phase: ${plan.label}. ${plan.summary}`,
      ours ? 'Your program was already in weekly format; sessions checked for order and length.' : `Your content: ${kept} item${kept === 1 ? '' : 's'} kept; ${added} added from the content library to complete warm-ups, cool-downs and session length.`,
      'Training days: Monday, Tuesday, Thursday and Friday, 45-60 minutes each.',
    ],
    days,
    restDay: plan.restDay,
    weekend: plan.weekend,
    customizations: ours?.customizations ?? [],
  };
}
