import type { BlockKind, ContactLevel, Intensity } from '@rugby/contracts';
import type { MovementClass } from '@rugby/contracts/training-load';
import { activityById, type Activity } from '../content/activities.ts';

/**
 * What a coach's words describe: the block an item belongs to, its contact and intensity, and the library exercise
 * it looks like (for the time model only: the coach's item keeps their name and numbers and no exercise id).
 */
export type MainKind = Exclude<BlockKind, 'warmup' | 'cooldown'>;

const LAWS = /\blaws?\b|referee|\boffside\b|\bruling|\bref talk/i;
const RUGBY =
  /scrum|line-?outs?|\bruck|\bmaul|tackl|\bpass(?:es|ing)?\b|catch|kick|handling|evasion|breakdown|jackal|offload|\bcontact\b|\btouch\b|opposed|\bunits?\b|\bbacks\b|forwards|set[- ]?piece|attack|defen[cs]e|defending|\bplays?\b|phase play|team run|captain'?s run|\bshape\b|\b\d\s*v\s*\d\b|high balls?|restarts?|kick-?offs?|exits?|grubbers?|box kicks?|ball skills|support lines?|drift|blitz|spiral|rucking|mauling|clear-?outs?|walk[- ]?throughs?/i;
const STRENGTH =
  /squat|deadlift|\bdl\b|\brdl\b|\bbs\b|\bfs\b|\bbp\b|\bohp\b|\bhpc\b|bench|\bpress(?!ure)|lunge|push[- ]?ups?|press[- ]?ups?|pull[- ]?ups?|chin[- ]?ups?|\brows?\b|\bcleans?\b|snatch|jerk|\bweights?\b|\bgym\b|plank|\bcore\b|nordic|hip thrust|thrusts?\b|carr(?:y|ies)|farmer|sled push|kettlebell|\bkbs?\b|dumbbell|\bdbs?\b|barbell|strength|copenhagen|glute|hamstring|calf raises?|\bdips?\b|\bcurls?\b|step[- ]?ups?|\bjumps?\b|plyo|\bbounds?\b|burpees?|sit[- ]?ups?|crunch|russian twist|wall sit|\bneck\b|isometric|\biso\b|\btrx\b|med[- ]?ball|slams?\b|wrestl|\b1rm\b|pallof|dead ?bug|bird ?dog|superman|lifts?\b/i;
const CONDITIONING =
  /sprint|strides?\b|\brun(?:s|ning)?\b|shuttles?|intervals?|bronco|yo-?yo|beep test|fitness|conditioning|\bbike\b|cycl(?:e|ing)|rower|rowing|\berg\b|ski[- ]?erg|cardio|\bhills?\b|fartlek|tempo|\bkm\b|\bmas\b|e\d*mom|amrap|tabata|\bhiit\b|circuit|gassers?|suicides?|\blaps?\b|accelerations?|flying|\d+\s*m\b|metres|meters|repeat efforts?|down[- ]?ups?|get[- ]?ups?|prowler|speed|agility|ladders?|cone drills?|\bswim/i;
const WARM =
  /warm[\s-]*ups?|activation|\bactivate\b|dynamic|\bramp\b|high knees|leg swings|carioca|\b[ab][- ]skips?\b|\bskips?\b|pulse[- ]raiser|movement prep|prehab|band walks?|bulldogs?|rob the nest/i;
const COOL =
  /cool[\s-]*downs?|stretch(?:es|ing)?\b|foam|\broll(?:ing|er)\b|yoga|breath(?:ing|work|e)?\b|ice baths?|cold[- ]?(?:water|plunge|tub)|massage|debrief|recovery|\bpool\b|swim(?:ming)?|sauna|\bspa\b|\bflush\b|hydrotherapy/i;
const EASY = /\bjog(?:ging|s)?\b|\bwalk(?:s|ing)?\b(?![- ]?throughs?)|mobility|(?:easy|light|gentle) (?:run|bike|spin|jog|swim|cycle|row)|\bspin\b/i;
const EXPLICIT_WARM = /warm[\s-]*ups?\b/i;
const EXPLICIT_COOL = /cool[\s-]*downs?\b/i;

export interface Classified {
  /** The main block the words point to (rugby skills when nothing else does). */
  main: MainKind;
  /** Words of a warm-up, a cool-down, easy movement (a jog or a walk: warm-up first, cool-down last, else conditioning). */
  warm: boolean;
  cool: boolean;
  easy: boolean;
  /** The words say 'warm-up' or 'cool-down' themselves. */
  saysWarmup: boolean;
  saysCooldown: boolean;
  /** The words name rugby or S&C work (a drill, a lift, a run), not only recovery. */
  training: boolean;
}

export function classify(words: string): Classified {
  const strength = STRENGTH.test(words);
  const conditioning = CONDITIONING.test(words);
  const rugby = RUGBY.test(words);
  const main: MainKind = LAWS.test(words) ? 'laws' : rugby ? 'skills' : strength ? 'strength' : conditioning ? 'conditioning' : 'skills';
  const warm = WARM.test(words);
  const easy = EASY.test(words);
  const cool = !warm && COOL.test(words);
  const easyRun = easy && !/sprint|interval|strides?\b|hills?\b|shuttle|tempo|bronco/i.test(words);
  return {
    main,
    warm,
    cool,
    easy: easyRun,
    saysWarmup: EXPLICIT_WARM.test(words),
    saysCooldown: EXPLICIT_COOL.test(words),
    training: rugby || strength || LAWS.test(words) || (conditioning && !easyRun && !cool),
  };
}

/** Words a coach uses for a drill or an exercise (so a short piece of a list is an item, and a sentence without them a coaching cue). */
export const looksLikeActivity = (words: string) => {
  const c = classify(words);
  return (
    c.training ||
    c.warm ||
    c.cool ||
    c.easy ||
    /drills?\b|games?\b|grids?\b|channels?\b|patterns?\b|practice|session|work\b|routine|series|complex|superset|circuit|test\b/i.test(words)
  );
};

const LIVE =
  /\blive\b|full[- ]?contact|full[- ]on\b|\bopposed\b|contested|(?:game|full|match)[- ]?(?:speed|intensity) (?:contact|tackl\w*|ruck\w*|scrum\w*)|\b\dv\d\b.*\b(?:tackl|contact|ruck|breakdown)/i;
const CONTROLLED =
  /tackl|\bcontact\b|scrum|\bruck|\bmaul|breakdown|clear[- ]?outs?|jackal|hit shields?|tackle bags?|\bshields?\b|\bpads?\b|wrestl|collision|leg drive|\bhits?\b/i;
const NO_CONTACT =
  /\b(?:touch|tag|walk[- ]?through|walking|shadow|non[- ]?contact|no[- ]contact|contact[- ]free|unopposed|laws?|throw(?:s|ing)?|jumping|lifting)\b/i;

/** How much contact the coach's words describe: live only when they say so, controlled for tackle, scrum and breakdown work. */
export function contactOf(words: string, kind: BlockKind): ContactLevel {
  if (kind === 'warmup' || kind === 'cooldown' || kind === 'laws') return 'none';
  if (LIVE.test(words) && !/unopposed|non[- ]?contact/i.test(words)) return 'live';
  if (CONTROLLED.test(words) && !NO_CONTACT.test(words)) return 'controlled';
  return 'none';
}

const HIGH =
  /sprint|\bmax(?:imal|imum)?\b|all[- ]out|flat[- ]out|bronco|yo-?yo|beep test|\bhiit\b|tabata|repeat (?:sprints?|efforts?)|hill sprints?|\blive\b|full[- ]?contact|\bheavy\b|gassers?|suicides?|\b(?:8[5-9]|9\d|100)\s*%/i;
const LOW =
  /\bjog|\bwalk|stretch|mobility|foam|yoga|breath|\beasy\b|recovery|\blight\b|gentle|cool[\s-]*down|warm[\s-]*up|activation|\blaws?\b|walk[- ]?through|shadow/i;

export function intensityOf(words: string, kind: BlockKind): Intensity {
  if (HIGH.test(words)) return 'high';
  if (LOW.test(words) || kind === 'warmup' || kind === 'cooldown' || kind === 'laws') return 'low';
  return 'moderate';
}

/** Library exercises a coach's shorthand stands for (checked in order). */
const LOOK_ALIKES: ReadonlyArray<[RegExp, string]> = [
  [/front squat|\bfs\b/i, 'st-front-squat'],
  [/split squat|bulgarian/i, 'st-split-squat'],
  [/goblet/i, 'st-goblet-squat'],
  [/back squat|\bbs\b|\bsquats?\b/i, 'st-back-squat'],
  [/\brdl\b|romanian/i, 'st-rdl'],
  [/trap[- ]?bar|\bdl\b|deadlifts?/i, 'st-trap-bar-deadlift'],
  [/push[- ]?press/i, 'st-push-press'],
  [/\bdb bench|dumbbell bench/i, 'st-db-bench'],
  [/bench|\bbp\b/i, 'st-bench-press'],
  [/hang clean|power clean|\bhpc\b|\bpc\b|\bcleans?\b/i, 'st-hang-clean'],
  [/chin[- ]?ups?|pull[- ]?ups?/i, 'st-chin-up'],
  [/hip thrust/i, 'st-hip-thrust'],
  [/nordic/i, 'st-nordic'],
  [/farmer/i, 'st-farmer-carry'],
  [/sled push|prowler/i, 'st-sled-push'],
  [/side plank/i, 'st-side-plank'],
  [/plank/i, 'st-front-plank'],
  [/push[- ]?ups?|press[- ]?ups?/i, 'st-pushup-ladder'],
  [/box jumps?/i, 'st-box-jump'],
  [/broad jumps?|\bbounds?\b/i, 'st-broad-jumps'],
  [/lunges?/i, 'st-reverse-lunge'],
  [/(?:kettlebell|kb) swings?/i, 'st-kb-swing'],
  [/\brows?\b/i, 'st-db-row'],
  [/neck/i, 'st-neck-isometric'],
  [/bronco/i, 'co-broncos'],
  [/yo-?yo/i, 'co-yoyo-test'],
  [/hill sprints?/i, 'co-hill-sprints'],
  [/tempo runs?/i, 'co-tempo-runs'],
  [/fartlek/i, 'co-fartlek'],
  [/static stretch|stretch(?:es|ing)?\b/i, 'cd-static-stretch'],
  [/foam/i, 'cd-foam-roll'],
  [/yoga/i, 'cd-yoga-flow'],
  [/tackle technique/i, 'sk-tackle-technique'],
  [/scrum machine/i, 'sk-scrum-machine'],
  [/2\s*v\s*1|3\s*v\s*2/i, 'sk-two-v-one'],
  [/\btouch\b/i, 'sk-touch-decision'],
];

/** The library exercise the words look like, if any. */
export function lookAlike(words: string): Activity | null {
  const found = LOOK_ALIKES.find(([re]) => re.test(words));
  return found ? activityById(found[1]) : null;
}

/**
 * Words that name a movement class (what a check-in can leave out, player/movement-classes.ts) that the library
 * look-alikes above do not already give: a coach's 'flying 20s', 'pogo hops' or 'side-step drill'.
 */
export const MOVEMENT_WORDS: ReadonlyArray<readonly [MovementClass, RegExp]> = [
  [
    'sprint',
    /sprint|accelerations?|flying|top speed|kick[- ]chase|max(?:imal|imum)? (?:speed|velocity)|high[- ]speed|bronco|yo-?yo|beep test|repeat efforts?|\bhiit\b|tabata|gassers?|suicides?/i,
  ],
  ['plyometric', /\bjumps?\b|jumping|plyo|\bbounds?\b|bounding|\bhops?\b|hopping|pogos?|skipping|depth drops?/i],
  ['jump-training', /\bjumps?\b|jumping|plyo|\bbounds?\b|bounding|pogos?|depth drops?|hurdle hops?/i],
  ['change-of-direction', /agility|cutting|side[- ]?steps?|change of direction|\bcod\b|evasion|5-?0-?5|swerve|ladders?|cone drills?|lateral/i],
  [
    'weight-bearing',
    /\brun(?:s|ning)?\b|\bjog|shuttles?|strides?\b|sprint|\blaps?\b|fartlek|\bkm\b|\d+\s*m\b|chase|carr(?:y|ies)|farmer|sled|prowler|squat|lunge|step[- ]?ups?|\bthrows?\b|deadlifts?|swings?\b|cleans?\b|push press|jerks?\b/i,
  ],
  ['hinge', /good[- ]?mornings?|hinge|snatch|\bswings?\b|\bslams?\b/i],
  ['hard-interval', /bronco|yo-?yo|beep test|repeat efforts?|\bhiit\b|tabata|gassers?|suicides?|\bintervals?\b|prowler|strongman|air[- ]?bike/i],
  [
    'acceleration',
    /build[- ]?ups?|\bstrides\b|\b(?:tag|touch|small[- ]sided|conditioning) (?:rugby|games?)\b|running and movement prep|dynamic (?:movement )?prep|\bramp\b/i,
  ],
  ['scrummaging', /\bscrum(?:s|ming|mage)?\b(?![- ]?halfs?\b|[- ]?halves\b)/i],
  ['heavy-carry', /carr(?:y|ies)|farmer|\bsled\b|prowler|\byoke\b|strongman/i],
  ['bar-on-shoulders', /back squat|front squat|push press|\bjerks?\b|(?:power|hang) cleans?/i],
  ['loaded-squat', /squats?\b|lunges?\b|step[- ]?ups?/i],
  ['overhead', /overhead|push press|\bjerks?\b|snatch|lineout (?:throw|lift)|throw[- ]?ins?|turkish get/i],
  ['arm-support', /planks?\b|push[- ]?ups?|press[- ]?ups?|\bcrawls?\b/i],
  ['stretch', /\bstretch(?:es|ing)?\b/i],
  ['hamstring-eccentric', /nordic|hamstring curls?|slider curls?/i],
  ['upper-body-press', /\bbench|overhead|\bohp\b|\bdips?\b|push[- ]?ups?|press[- ]?ups?|\b(?:shoulder|military|push|floor) press/i],
  ['upper-body-pull', /pull[- ]?ups?|chin[- ]?ups?|\brows?\b|carr(?:y|ies)|farmer|\bgrip\b|rope climb/i],
  ['neck-loading', /\bneck\b/i],
  // Tackle, ruck, maul and scrum work, even against a bag or a shield (the contact level may still say none).
  ['contact', /\btackl(?:e|es|ing)\b|\bruck(?:s|ing)?\b|\bmaul(?:s|ing)?\b|clear[- ]?outs?|jackal|\bscrum(?:s|ming|mage)?\b(?![- ]?halfs?\b|[- ]?halves\b)/i],
  ['adductor', /copenhagen|adductor|groin squeeze/i],
  ['kicking', /\bkick|\bpunts?\b|grubbers?|drop[- ]?goals?|conversions?|restarts?/i],
  ['balance', /balance|single[- ]leg (?:stand|hold)|\bstick\b|calf raises?/i],
];
