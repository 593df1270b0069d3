import { LIMITS } from '@rugby/contracts';
import type { Activity, LibraryCategory } from '../content/activities.ts';
import { dayMaxIntensity, INTENSITY_RANK, PHASE_PLANS } from '../content/periodisation.ts';
import { phaseOf, squadPositions, styleOf, styleTagsOf, type TeamContext } from './context.ts';
import { TOPIC_KEYWORDS, type TopicKeyword } from './keywords.ts';
import { blockMinutes, DAY_LABELS, itemActivities, UNIT_SPLIT, type ProgramDay, type ProgramItem, type WeekProgram } from './program.ts';
import { seededRandom } from './random.ts';
import { resizeBlock, resizeDay, shiftMinutes } from './reshape.ts';
import { bestActivity, isSquadWide, isTeamWide, markUsed, newSelector, toItem, unitSplit, type Constraints, type Selector } from './session-builder.ts';
import { TRAINING_DAYS } from '@rugby/contracts';

/** What a customization can use: the week's own context and a seeded selector. */
interface Env {
  program: WeekProgram;
  context: TeamContext;
  selector: Selector;
  styleTags: readonly string[];
  constraints: (dayIndex: number) => Constraints;
}

const NO_GYM = /\b(no|without(?: an?)?|don'?t have(?: an?)?|lack of|no access to(?: an?)?)\s+(gym|weights|weights room|equipment)\b|\bno[- ]gym\b|body ?weight|at home|home workouts?/i;
const SHORTER = /short(er)?\s+(sessions?|training|workouts?)|less time|time[- ]poor|busy|reduce (the )?(session )?(length|time|duration)|cut (the )?sessions?/i;
const LONGER = /longer\s+(sessions?|training)|more time|extend (the )?sessions?/i;
const EXPLICIT_MINUTES = /(\d{2,3})\s*(?:-|\s)?(?:min|mins|minutes)\b/i;
const LESS_CONTACT = /\b(less|no|reduce[ds]?|limit(?:ed)?|minimi[sz]e|avoid|low)\s+(live\s+|full\s+)?contact\b|non-contact|injur/i;
const LIGHTER = /lighter|easier|deload|(reduce|lower)\s+(the\s+)?intensity|recovery week|fatigue|tired|more rest|rest more/i;
const HARDER = /harder|tougher|more intense|more intensity|(raise|increase|up)\s+(the\s+)?intensity|push (them|us|the (squad|team|boys|girls|players)) (harder|more)/i;
const MORE_CONDITIONING = /more\s+(fitness|conditioning|running|cardio|aerobic)|fitter|improve (our )?fitness|engine/i;
const LESS_CONDITIONING = /(less|fewer|reduce|cut( down)?( on)?)\s+(the\s+)?(running|runs|fitness|conditioning|cardio)/i;
const MORE_STRENGTH = /more\s+(strength|gym|weights|lifting|power)|stronger/i;
const MORE = /more|extra|increase|focus|emphasi[sz]e|work on|improve|add|better/i;

const GYM_WORDS = /barbell|dumbbell|bench press|(?<!scrum )machine|\bgym\b|\bweights\b|squat rack|kettlebell|\bsled\b|leg press|cable|rower|\bbike\b/i;
const isGymItem = (item: ProgramItem) => {
  const acts = itemActivities(item);
  return acts.length ? acts.some((a) => a.equipment === 'gym') : GYM_WORDS.test(`${item.name} ${item.description}`);
};
const itemTags = (item: ProgramItem) => itemActivities(item).flatMap((a) => a.tags);
const listDays = (days: ProgramDay[]) => days.map((d) => DAY_LABELS[d.day]).join(', ');
const usedIds = (day: ProgramDay) => new Set(day.blocks.flatMap((b) => b.items.flatMap(itemActivities)).map((a) => a.id));

/** Replaces items that fail a test with the best allowed library activity of the same block (sharing the old item's themes). */
function replaceItems(env: Env, test: (item: ProgramItem, block: LibraryCategory, dayIndex: number) => boolean, extra: Partial<Constraints> = {},
  accept: (activity: Activity) => boolean = () => true): string[] {
  const replaced: string[] = [];
  env.program.days.forEach((day, i) => {
    const c = { ...env.constraints(i), ...extra };
    for (const block of day.blocks) {
      block.items = block.items.map((item) => {
        if (!test(item, block.category, i)) return item;
        const next = bestActivity(block.category, { dayTags: itemTags(item), styleTags: env.styleTags }, c, env.selector, usedIds(day),
          (a) => (!isTeamWide(c) || isSquadWide(a)) && accept(a));
        if (!next) return item;
        markUsed(env.selector, next);
        replaced.push(`${item.name} → ${next.name}`);
        return toItem(next, item.minutes);
      });
    }
  });
  return replaced;
}

/**
 * Adds work on a topic to every training day: the block's longest item without the topic is replaced by a library
 * activity on it (in a whole-squad session with no squad-wide drill on the topic, the unit split is rebuilt so a unit
 * works on it); when the block is already on topic, it gets 5 more minutes.
 */
function addTopic(env: Env, topic: TopicKeyword): string | null {
  const changed: ProgramDay[] = [];
  const added = new Set<string>();
  const onTopic = (x: ProgramItem) => itemTags(x).includes(topic.tag);
  env.program.days.forEach((day, i) => {
    const block = day.blocks.find((b) => b.category === topic.block);
    if (!block) return;
    const c = env.constraints(i);
    const squad = isTeamWide(c);
    const prefs = { dayTags: [topic.tag], preferTags: [topic.tag], styleTags: env.styleTags };
    const exclude = usedIds(day);
    const activity = bestActivity(topic.block, prefs, c, env.selector, exclude, (a: Activity) => a.tags.includes(topic.tag) && (!squad || isSquadWide(a)));
    const split = block.items.find((x) => x.name.startsWith(UNIT_SPLIT));
    const target = activity || !split
      ? block.items.filter((x) => !onTopic(x) && !(activity && x === split)).sort((x, y) => y.minutes - x.minutes)[0]
      : (onTopic(split) ? undefined : split);
    if (!target) {
      if (shiftMinutes(day, 'strength', topic.block, 5) || shiftMinutes(day, 'conditioning', topic.block, 5)) changed.push(day);
      return;
    }
    let replacement: ProgramItem | null = null;
    if (activity) {
      markUsed(env.selector, activity);
      replacement = toItem(activity, target.minutes);
    } else if (squad && topic.block === 'skills') {
      replacement = unitSplit(prefs, c, env.selector, target.minutes, exclude, topic.tag);
    }
    if (!replacement) return;
    block.items = block.items.map((x) => (x === target ? replacement! : x));
    if (replacement.minutes < 8) shiftMinutes(day, 'conditioning', topic.block, 8 - replacement.minutes);
    for (const a of itemActivities(replacement)) if (a.tags.includes(topic.tag)) added.add(a.name);
    changed.push(day);
  });
  if (!changed.length) return null;
  return `${topic.label}: ${topic.tag} work added on ${listDays(changed)}${added.size ? ` (${[...added].join(', ')})` : ''}.`;
}

function shiftAll(env: Env, to: LibraryCategory, label: string): string | null {
  const moved = env.program.days.map((day) => shiftMinutes(day, 'skills', to, 5));
  const total = moved.reduce((s, m) => s + m, 0);
  return total ? `${label}: ${total} more minutes of ${to} across the week, taken from skills time.` : null;
}

function lessConditioning(env: Env): string {
  const moved = env.program.days.map((day) => shiftMinutes(day, 'conditioning', 'skills', 5)).reduce((s, m) => s + m, 0);
  return moved ? `Less conditioning: ${moved} fewer minutes of running across the week, given to skills.` : 'Less conditioning: conditioning is already at its shortest.';
}

/**
 * Conditioning below the day's highest allowed intensity is replaced with high-intensity work (repeat sprints, games);
 * where it is already there, the week gets more conditioning minutes. The off-season stays moderate.
 */
function harder(env: Env, phase: ReturnType<typeof phaseOf>): string {
  const canGoHigh = (i: number) => env.constraints(i).maxIntensity === 'high';
  if (!env.program.days.some((_, i) => canGoHigh(i))) {
    return `Harder week: the ${PHASE_PLANS[phase].label.toLowerCase()} keeps intensity moderate, so nothing was raised; ask again in another phase or push the tempo within the drills.`;
  }
  const swaps = replaceItems(env,
    (item, block, i) => canGoHigh(i) && block === 'conditioning' && itemActivities(item).some((a) => INTENSITY_RANK[a.intensity] < INTENSITY_RANK.high),
    {}, (a) => a.intensity === 'high');
  if (swaps.length) return `Harder week: ${swaps.length} conditioning item${swaps.length === 1 ? '' : 's'} raised to high intensity on the days the season phase allows (${swaps.join('; ')}).`;
  // Already at the phase's highest intensity: more volume instead.
  return shiftAll(env, 'conditioning', 'Harder week') ?? 'Harder week: the conditioning is already at the highest intensity and volume the season phase allows.';
}

/** Minutes asked for in so many words, before clamping to the 45-60 minute range. */
const askedMinutes = (request: string) => { const m = EXPLICIT_MINUTES.exec(request); return m ? Number(m[1]) : null; };

function targetMinutes(request: string): number | null {
  const explicit = askedMinutes(request);
  if (explicit !== null) return Math.min(LIMITS.sessionMinutesMax, Math.max(LIMITS.sessionMinutesMin, explicit));
  if (SHORTER.test(request)) return LIMITS.sessionMinutesMin;
  if (LONGER.test(request)) return LIMITS.sessionMinutesMax;
  return null;
}

/**
 * Applies a coach's customization request to a week: each recognised request changes the program in the way it
 * says, and is listed under "Customizations applied". A request with nothing recognisable is kept as a coach's note.
 */
export function customizeWeek(program: WeekProgram, request: string, context: TeamContext): WeekProgram {
  const week: WeekProgram = structuredClone(program);
  const phase = phaseOf(week, context);
  const plan = PHASE_PLANS[phase];
  const priorNoGym = week.customizations.some((c) => /^no gym access/i.test(c));
  const noGym = NO_GYM.test(request) || priorNoGym;
  const lessContact = LESS_CONTACT.test(request);
  const lighter = LIGHTER.test(request);
  const env: Env = {
    program: week,
    context,
    selector: newSelector(seededRandom('customize', request, week.title, context.teamId)),
    styleTags: styleTagsOf(styleOf(week)),
    constraints: (i) => ({
      positions: squadPositions(context),
      equipment: noGym ? 'none' : 'any',
      maxIntensity: lighter ? 'moderate' : dayMaxIntensity(phase, i),
      liveContact: plan.liveContact && !lessContact,
      excludeTags: lessContact ? ['contact'] : [],
    }),
  };
  const notes: string[] = [];

  if (NO_GYM.test(request)) {
    const swaps = replaceItems(env, isGymItem);
    notes.push(swaps.length
      ? `No gym access: ${swaps.length} gym-based exercise${swaps.length === 1 ? '' : 's'} swapped for bodyweight and field work (${swaps.join('; ')}).`
      : 'No gym access: the program already needs no gym; kept to bodyweight and field work.');
  }
  if (lessContact) {
    const swaps = replaceItems(env, (x) => itemTags(x).includes('contact'));
    notes.push(swaps.length ? `Less contact: ${swaps.length} contact drill${swaps.length === 1 ? '' : 's'} replaced with non-contact work (${swaps.join('; ')}).` : 'Less contact: the program has no contact drills to remove.');
  }
  if (lighter) {
    const swaps = replaceItems(env, (x) => itemActivities(x).some((a) => a.intensity === 'high'));
    notes.push(swaps.length ? `Lighter week: ${swaps.length} high-intensity item${swaps.length === 1 ? '' : 's'} replaced with moderate work (${swaps.join('; ')}).` : 'Lighter week: the program has no high-intensity items to replace.');
  }
  if (MORE.test(request)) {
    for (const topic of TOPIC_KEYWORDS.filter((t) => t.pattern.test(request))) {
      const note = addTopic(env, topic);
      if (note) notes.push(note);
    }
  }
  if (HARDER.test(request) && !lighter) notes.push(harder(env, phase));
  if (MORE_CONDITIONING.test(request)) { const n = shiftAll(env, 'conditioning', 'More conditioning'); if (n) notes.push(n); }
  else if (LESS_CONDITIONING.test(request)) notes.push(lessConditioning(env));
  if (MORE_STRENGTH.test(request)) { const n = shiftAll(env, 'strength', 'More strength'); if (n) notes.push(n); }

  const minutes = targetMinutes(request);
  if (minutes !== null) {
    const before = week.days.map((d) => d.blocks.reduce((s, b) => s + blockMinutes(b), 0));
    week.days.forEach((d) => resizeDay(d, minutes));
    const label = minutes < Math.max(...before) ? 'Shorter sessions' : minutes > Math.min(...before) ? 'Longer sessions' : 'Session length';
    const asked = askedMinutes(request);
    const clamped = asked !== null && asked !== minutes ? `, the ${asked < minutes ? 'shortest' : 'longest'} a session can be` : '';
    notes.push(`${label}: every session set to ${minutes} minutes${clamped} (was ${Math.min(...before)}-${Math.max(...before)}).`);
  }

  // Keep every session inside 45-60 minutes whatever was changed.
  for (const d of week.days) {
    const total = d.blocks.reduce((s, b) => s + blockMinutes(b), 0);
    if (total < LIMITS.sessionMinutesMin) resizeDay(d, LIMITS.sessionMinutesMin);
    if (total > LIMITS.sessionMinutesMax) resizeDay(d, LIMITS.sessionMinutesMax);
  }
  week.days.sort((x, y) => TRAINING_DAYS.indexOf(x.day) - TRAINING_DAYS.indexOf(y.day));
  week.customizations.push(...(notes.length ? notes : [`Coach's note: "${request.trim()}" (no automatic change matched; pass it on to the squad with the program).`]));
  return week;
}
