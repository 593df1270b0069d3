import { ELITE_PROGRAM_TYPES, type EliteProgram, type EliteProgramType } from '@rugby/contracts';

/**
 * The elite program catalogue: original descriptions, written for this product, of the national playing
 * styles that inspire each program and what training for that style emphasises. They are not official
 * programs of any union or team (the coach's screen says so).
 */
export const ELITE_PROGRAMS: Record<EliteProgramType, EliteProgram> = {
  'all-blacks': {
    type: 'all-blacks',
    name: 'All Blacks Style',
    country: 'New Zealand',
    description:
      'Skill-first, high-tempo rugby in which every one of the fifteen, props included, is trusted to catch, pass and offload under pressure. Training builds the habits behind fast ruck ball and relentless support running, so that a turnover anywhere on the field can become a try within a few phases.',
    themes: [
      'Handling skills for all fifteen positions',
      'Ruck ball back inside three seconds',
      'Support lines and offloads',
      'Counter-attack from turnover ball',
      'Decision-making under fatigue',
    ],
  },
  springboks: {
    type: 'springboks',
    name: 'Springboks Style',
    country: 'South Africa',
    description:
      'A game built on physical dominance: a scrum that wins penalties, a driving maul that marches over the line, and a rush defence that steals time and space from the attack. The week is heavy on collision strength, set-piece repetition and a contestable kicking game chased hard.',
    themes: [
      'Scrum power and stability',
      'Driving maul from the lineout',
      'Rush defence and line speed',
      'Contestable kicks and the chase',
      'Collision strength and contact conditioning',
    ],
  },
  england: {
    type: 'england',
    name: 'England Style',
    country: 'England',
    description:
      'A structured, territory-minded approach: a reliable lineout and scrum give a platform, the half-backs kick to the right areas of the field, and a well-drilled defensive line forces mistakes. Sessions stress set-piece accuracy, exit strategy and the power endurance forwards need to carry phase after phase.',
    themes: [
      'Lineout accuracy and variations',
      'Territorial kicking and exits',
      'Set-piece launch plays',
      'Defensive line organisation',
      'Power endurance for the forwards',
    ],
  },
  ireland: {
    type: 'ireland',
    name: 'Ireland Style',
    country: 'Ireland',
    description:
      'Patient, precise phase play that keeps the ball for a long time and makes very few errors. Players learn fixed attacking shapes of three-man pods, ruthless clear-outs at the breakdown and accurate short passing, so that pressure builds until the defence gives way or gives away a penalty.',
    themes: [
      'Breakdown clear-out accuracy',
      'Multi-phase ball retention',
      'Attacking shape with forward pods',
      'Passing accuracy under pressure',
      'Discipline and a low penalty count',
    ],
  },
  france: {
    type: 'france',
    name: 'France Style',
    country: 'France',
    description:
      'Flair and instinct on top of a heavy pack: big forwards earn the right to go wide, then creative half-backs and runners play what they see, keeping the ball alive with offloads and punishing loose kicks with counter-attack. Training mixes scrum and carry power with agility, footwork and unstructured games.',
    themes: ['Offloading in contact', 'Broken-field running and counter-attack', 'Creative half-back play', 'Powerful forward carries', 'Agility and footwork'],
  },
  australia: {
    type: 'australia',
    name: 'Wallabies Style',
    country: 'Australia',
    description:
      'Width and running rugby: backs who run sharp angles and hold their depth, catch-pass skills that move the ball to the edge quickly, and evasive runners who attack broken play. The conditioning is aerobic and the skill work is done at match pace across the full width of the pitch.',
    themes: ['Backline running lines and width', 'Catch-pass skills at speed', 'Evasion and footwork', 'Phase attack at tempo', 'Aerobic conditioning'],
  },
  wales: {
    type: 'wales',
    name: 'Wales Style',
    country: 'Wales',
    description:
      'Fitness as a weapon: a squad conditioned to keep its shape and intensity into the last quarter, a connected defensive line that makes tackle after tackle, and a strong aerial and kicking game. Expect repeat-effort conditioning, choke and chop tackle work and drills that are hardest when players are tired.',
    themes: [
      'Aerobic base and repeat efforts',
      'Defensive line speed and connection',
      'Choke and chop tackle technique',
      'Kicking and the aerial contest',
      'Resilience in the final twenty minutes',
    ],
  },
  scotland: {
    type: 'scotland',
    name: 'Scotland Style',
    country: 'Scotland',
    description:
      'Ambitious, ball-in-hand rugby steered by a playmaking fly-half: quick taps, fast breakdown ball and second-man plays that put runners into gaps, with forwards who are comfortable handling in the wider channels. Training focuses on tempo, option-taking at first receiver and evasive footwork in midfield.',
    themes: [
      'Tempo from quick taps and turnovers',
      'Playmaker-led attacking options',
      'Offloads and second-man plays',
      'Fast breakdown ball',
      'Evasive footwork in midfield',
    ],
  },
  argentina: {
    type: 'argentina',
    name: 'Los Pumas Style',
    country: 'Argentina',
    description:
      'Passionate forward rugby rooted in a proud scrummaging tradition: eight forwards pushing as one coordinated unit, a strong maul and an aggressive contest for the ball at every ruck. Training builds low, synchronised scrummaging, jackal technique and a defence that goes forward with real emotional intensity.',
    themes: [
      'Eight-man coordinated scrummaging',
      'Driving maul',
      'Aggressive ruck contest and jackalling',
      'Tackle technique and line speed',
      'Intensity and team cohesion',
    ],
  },
  japan: {
    type: 'japan',
    name: 'Brave Blossoms Style',
    country: 'Japan',
    description:
      'Speed and precision to beat bigger opponents: very fast ruck ball, an attack that keeps defenders moving, and low double tackles that stop big carriers at the ankles. Conditioning targets repeat sprints and agility, and skills are drilled until execution is exact at top speed.',
    themes: ['High-tempo phase attack', 'Low double-tackle technique', 'Fast ruck recycling', 'Agility and acceleration', 'Repeat-sprint conditioning'],
  },
  fiji: {
    type: 'fiji',
    name: 'Flying Fijians Style',
    country: 'Fiji',
    description:
      'Athletic, instinctive rugby with a sevens heritage: one-handed offloads, sidesteps in tight spaces and runners who appear from nowhere in support. The program develops explosive speed and power, space recognition and the handling confidence to keep the ball alive in broken play.',
    themes: [
      'One-handed offloads and support running',
      'Broken-field running',
      'Explosive speed and power',
      'Sevens-style space recognition',
      'Counter-attack from kicks',
    ],
  },
};

export const eliteProgramList = (): EliteProgram[] => ELITE_PROGRAM_TYPES.map((type) => ELITE_PROGRAMS[type]);

export const findEliteProgram = (type: string): EliteProgram | null =>
  (ELITE_PROGRAM_TYPES as readonly string[]).includes(type) ? ELITE_PROGRAMS[type as EliteProgramType] : null;

/** How a style shapes a training week: library tags it favours, the theme and tags of each training day, and its work split bias. */
export interface StyleEmphasis {
  /** In priority order. */
  tags: readonly string[];
  days: readonly [DayEmphasis, DayEmphasis, DayEmphasis, DayEmphasis];
  bias: Partial<Record<'skills' | 'strength' | 'conditioning', number>>;
  /**
   * The style's identity in strength and conditioning: the exercises its S&C staff would build the week on (chosen
   * first wherever the day and phase allow them), so two styles differ in substance, not only in titles. Strength and
   * conditioning entries are whole-squad exercises (an elite week is a squad session) covering every kind of day:
   * heavy, power, light and off-season strength; hard, speed and easy conditioning (test/style-identity.test.ts).
   */
  signature: readonly string[];
}
export interface DayEmphasis {
  theme: string;
  tags: readonly string[];
}

const day = (theme: string, ...tags: string[]): DayEmphasis => ({ theme, tags });

export const STYLE_EMPHASES: Record<EliteProgramType, StyleEmphasis> = {
  'all-blacks': {
    tags: ['handling', 'offload', 'support', 'breakdown', 'counter-attack', 'decision', 'tempo', 'aerobic'],
    days: [
      day('Handling for all fifteen and quick ruck ball', 'handling', 'breakdown'),
      day('Support lines and offloads', 'offload', 'support'),
      day('Counter-attack from turnover ball', 'counter-attack', 'decision'),
      day('Tempo and decisions under fatigue', 'tempo', 'decision', 'aerobic'),
    ],
    bias: { skills: 0.1, strength: -0.05, conditioning: -0.05 },
    signature: [
      'st-hang-clean',
      'st-split-squat',
      'st-turkish-get-up',
      'st-single-leg-hinge',
      'st-pallof-press',
      'st-plank-series',
      'st-box-jump',
      'co-small-sided',
      'co-down-ups',
      'co-flying-20s',
      'co-aerobic-handling',
      'co-aerobic-touch',
      'sk-offload-lines',
      'sk-two-v-one',
      'sk-counter-attack',
      'sk-touch-decision',
    ],
  },
  springboks: {
    tags: ['scrum', 'maul', 'defence', 'tackle', 'kick-chase', 'power', 'contact', 'aerial'],
    days: [
      day('Scrum dominance and leg power', 'scrum', 'power'),
      day('Lineout drive and the maul', 'maul', 'lineout'),
      day('Rush defence and collision strength', 'defence', 'tackle', 'contact'),
      day('Kick-chase and the aerial contest', 'kick-chase', 'aerial'),
    ],
    bias: { strength: 0.18, skills: -0.06, conditioning: -0.12 },
    signature: [
      'st-back-squat',
      'st-trap-bar-deadlift',
      'st-iso-scrum-push',
      'st-iso-mid-thigh-pull',
      'st-farmer-carry',
      'st-sandbag-carry',
      'st-med-ball-slam',
      'st-goblet-squat',
      'st-glute-bridge',
      'st-plank-series',
      'st-neck-isometric',
      'co-prowler',
      'co-strongman-medley',
      'co-resisted-sprints',
      'co-incline-walk',
      'co-ski-erg',
      'sk-maul-build',
      'sk-scrum-machine',
      'sk-defensive-line',
    ],
  },
  england: {
    tags: ['lineout', 'kicking', 'scrum', 'defence', 'power', 'maul'],
    days: [
      day('Set-piece platform: scrum and power', 'scrum', 'power'),
      day('Lineout accuracy and launch plays', 'lineout', 'maul'),
      day('Defensive organisation', 'defence', 'tackle'),
      day('Territory: kicking and exits', 'kicking', 'kick-chase'),
    ],
    bias: { strength: 0.12, skills: -0.04, conditioning: -0.08 },
    signature: [
      'st-split-jerk',
      'st-clean-pull',
      'st-db-push-press',
      'st-weighted-pullup',
      'st-landmine-press',
      'st-nordic-assisted',
      'st-side-plank',
      'st-band-pull-apart',
      'co-air-bike-sprints',
      'co-strongman-medley',
      'co-acceleration',
      'co-row-steady',
      'co-ski-erg',
      'sk-lineout-calls',
      'sk-exits',
      'sk-tactical-kicking',
    ],
  },
  ireland: {
    tags: ['breakdown', 'passing', 'handling', 'defence', 'decision', 'tempo', 'support'],
    days: [
      day('Breakdown accuracy', 'breakdown', 'contact'),
      day('Attack shape with pods', 'passing', 'support', 'tempo'),
      day('Multi-phase ball retention', 'breakdown', 'handling', 'decision'),
      day('Discipline and defensive connection', 'defence', 'tackle'),
    ],
    bias: { skills: 0.06, conditioning: 0.04, strength: -0.1 },
    signature: [
      'st-iso-jackal-pull',
      'st-db-row',
      'st-rdl',
      'st-kb-deadlift',
      'st-dead-bug',
      'st-suitcase-carry',
      'st-slider-curl',
      'st-inverted-row',
      'st-glute-bridge',
      'co-repeat-effort',
      'co-small-sided',
      'co-acceleration',
      'co-deep-water-run',
      'co-sled-drag',
      'sk-ruck-clearout',
      'sk-quick-ruck',
      'sk-attack-pods',
      'sk-jackal',
    ],
  },
  france: {
    tags: ['offload', 'evasion', 'counter-attack', 'power', 'agility', 'scrum', 'handling'],
    days: [
      day('Forward power and scrum', 'scrum', 'power'),
      day('Offloads in contact', 'offload', 'contact'),
      day('Broken-field play and counter-attack', 'counter-attack', 'evasion'),
      day('Footwork and agility', 'agility', 'evasion'),
    ],
    bias: { strength: 0.08, skills: 0.02, conditioning: -0.1 },
    signature: [
      'st-bench-press',
      'st-goblet-squat',
      'st-lateral-lunge',
      'st-drop-jump',
      'st-lateral-bound',
      'st-copenhagen',
      'st-lunge-matrix',
      'st-band-pull-apart',
      'co-505-cod',
      'co-reactive-agility',
      'co-small-sided',
      'co-broncos',
      'co-skipping',
      'co-deep-water-run',
      'sk-offload-lines',
      'sk-evasion',
      'sk-crash-ball',
      'sk-carry-leg-drive',
    ],
  },
  australia: {
    tags: ['passing', 'handling', 'evasion', 'speed', 'aerobic', 'tempo', 'decision'],
    days: [
      day('Catch-pass across the width', 'passing', 'handling'),
      day('Backline running lines', 'passing', 'decision', 'speed'),
      day('Evasion and broken play', 'evasion', 'counter-attack'),
      day('Tempo attack and aerobic engine', 'tempo', 'aerobic'),
    ],
    bias: { conditioning: 0.06, skills: 0.06, strength: -0.12 },
    signature: [
      'st-single-leg-squat',
      'st-step-up',
      'st-db-bench',
      'st-band-pull-apart',
      'st-bike-flush',
      'st-calf-raise',
      'co-curved-sprints',
      'co-flying-20s',
      'co-30-15',
      'co-sevens-game',
      'co-tempo-runs',
      'co-aerobic-handling',
      'sk-catch-pass-speed',
      'sk-switch-plays',
      'sk-first-receiver',
      'sk-finishing',
    ],
  },
  wales: {
    tags: ['aerobic', 'repeat-sprint', 'defence', 'tackle', 'kicking', 'aerial'],
    days: [
      day('Aerobic base and repeat efforts', 'aerobic', 'repeat-sprint'),
      day('Defensive line speed and connection', 'defence', 'repeat-sprint'),
      day('Choke and chop tackles', 'tackle', 'contact'),
      day('Kicking and the aerial contest', 'kicking', 'aerial'),
    ],
    bias: { conditioning: 0.12, skills: -0.03, strength: -0.09 },
    signature: [
      'st-trap-bar-speed-pull',
      'st-reverse-lunge',
      'st-pushup-ladder',
      'st-slider-curl',
      'st-bw-squat',
      'st-single-leg-hinge',
      'co-broncos',
      'co-bike-intervals',
      'co-line-speed-shuttles',
      'co-30-15',
      'co-hill-sprints',
      'co-tempo-bike',
      'co-tempo-runs',
      'co-row-steady',
      'co-incline-walk',
      'sk-defensive-line',
      'sk-double-tackle',
      'sk-kick-chase-line',
    ],
  },
  scotland: {
    tags: ['tempo', 'passing', 'offload', 'decision', 'evasion', 'breakdown'],
    days: [
      day('Tempo from quick taps and turnovers', 'tempo', 'counter-attack'),
      day('Playmaker options', 'decision', 'passing'),
      day('Offloads and second-man plays', 'offload', 'support'),
      day('Fast breakdown ball and footwork', 'breakdown', 'evasion'),
    ],
    bias: { skills: 0.1, strength: -0.06, conditioning: -0.04 },
    signature: [
      'st-med-ball-chest-pass',
      'st-jump-squat',
      'st-plank-reach',
      'st-chin-up',
      'st-landmine-rotation',
      'st-pallof-press',
      'co-acceleration',
      'co-reactive-agility',
      'co-30-15',
      'co-repeat-sprints',
      'co-aerobic-handling',
      'co-aerobic-circuit',
      'sk-quick-tap',
      'sk-first-receiver',
      'sk-two-v-one',
      'sk-evasion',
    ],
  },
  argentina: {
    tags: ['scrum', 'maul', 'breakdown', 'tackle', 'defence', 'power', 'contact'],
    days: [
      day('Eight-man scrummaging', 'scrum', 'power'),
      day('Driving maul', 'maul', 'lineout'),
      day('Ruck contest and jackal', 'breakdown', 'contact'),
      day('Aggressive defence', 'tackle', 'defence'),
    ],
    bias: { strength: 0.14, skills: -0.04, conditioning: -0.1 },
    signature: [
      'st-sandbag-shoulder',
      'st-zercher-squat',
      'st-bear-crawl',
      'st-neck-isometric',
      'st-copenhagen',
      'st-inverted-row',
      'st-side-plank',
      'co-down-ups',
      'co-line-speed-shuttles',
      'co-resisted-sprints',
      'co-sled-drag',
      'co-aerobic-circuit',
      'sk-live-scrum',
      'sk-prop-binding',
      'sk-back-row-turnover',
    ],
  },
  japan: {
    tags: ['tempo', 'tackle', 'breakdown', 'agility', 'speed', 'repeat-sprint'],
    days: [
      day('High-tempo phase attack', 'tempo', 'passing'),
      day('Low double tackles', 'tackle', 'defence'),
      day('Fast ruck recycling', 'breakdown', 'tempo'),
      day('Agility and repeat sprints', 'agility', 'repeat-sprint', 'speed'),
    ],
    bias: { conditioning: 0.14, skills: -0.04, strength: -0.1 },
    signature: [
      'st-box-jump',
      'st-front-plank',
      'st-nordic',
      'st-hurdle-hops',
      'st-cossack-squat',
      'st-iso-split-squat',
      'st-calf-raise',
      'co-repeat-sprints',
      'co-line-speed-shuttles',
      'co-pro-agility',
      'co-skipping',
      'co-aerobic-circuit',
      'sk-double-tackle',
      'sk-quick-ruck',
      'sk-attack-pods',
      'sk-tackle-technique',
    ],
  },
  fiji: {
    tags: ['offload', 'evasion', 'speed', 'power', 'counter-attack', 'support'],
    days: [
      day('One-handed offloads and support', 'offload', 'support'),
      day('Broken-field running', 'evasion', 'counter-attack'),
      day('Explosive speed and power', 'speed', 'power'),
      day('Space recognition and counter-attack', 'counter-attack', 'decision'),
    ],
    bias: { conditioning: 0.1, skills: 0.02, strength: -0.12 },
    signature: [
      'st-sled-sprint',
      'st-kb-swing',
      'st-db-snatch',
      'st-single-leg-glute-bridge',
      'st-lateral-bound',
      'st-jump-squat',
      'st-plank-reach',
      'co-hill-sprints',
      'co-resisted-sprints',
      'co-sevens-game',
      'co-aerobic-touch',
      'co-tempo-runs',
      'sk-offload-lines',
      'sk-back-three-counter',
      'sk-evasion',
      'sk-high-ball',
    ],
  },
};
