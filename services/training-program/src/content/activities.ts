import type { ActivityCategory, Position } from '@rugby/contracts';
import { ALL_POSITIONS, BACKS, FORWARDS } from './positions.ts';
import type { Intensity } from './periodisation.ts';

/** Library categories (every activity category except 'other'). */
export const LIBRARY_CATEGORIES = ['warmup', 'strength', 'conditioning', 'skills', 'laws', 'cooldown'] as const satisfies readonly ActivityCategory[];
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

export type Equipment = 'gym' | 'none';

export interface Activity {
  id: string;
  name: string;
  description: string;
  /** Nominal duration in minutes. */
  durationMinutes: number;
  category: LibraryCategory;
  /** 'gym' needs a weights room (or pool/bike); 'none' needs at most balls, cones, bags or a partner. */
  equipment: Equipment;
  /** Who it suits. */
  positions: readonly Position[];
  intensity: Intensity;
  /** Themes used to match playing styles, day focus and customization requests. */
  tags: readonly string[];
}

const ALL = ALL_POSITIONS;
const FRONT: readonly Position[] = ['prop', 'hooker'];
const TIGHT: readonly Position[] = ['prop', 'hooker', 'lock'];
const JUMPERS: readonly Position[] = ['lock', 'flanker', '8'];
const BACK_ROW: readonly Position[] = ['flanker', '8'];
const BACK_THREE: readonly Position[] = ['wing', 'fullback'];
const KICKERS: readonly Position[] = ['scrum-half', 'fly-half', 'fullback', 'wing'];

const a = (
  id: string, category: LibraryCategory, name: string, durationMinutes: number, equipment: Equipment,
  positions: readonly Position[], intensity: Intensity, tags: readonly string[], description: string,
): Activity => ({ id, category, name, durationMinutes, equipment, positions, intensity, tags, description });

/** The rugby content library: original descriptions with coaching cues. */
export const ACTIVITIES: readonly Activity[] = [
  // Warm-up
  a('wu-dynamic-prep', 'warmup', 'Dynamic movement prep', 8, 'none', ALL, 'low', ['mobility'], 'Leg swings, walking lunges with a twist, high knees and carioca over 20 m, building from a jog to three-quarter pace.'),
  a('wu-ramp', 'warmup', 'RAMP warm-up', 10, 'none', ALL, 'moderate', ['speed'], 'Raise (easy jog), activate (glute bridges, lateral band walks), mobilise (hips and thoracic spine), potentiate (three build-up strides to 90%).'),
  a('wu-handling-grid', 'warmup', 'Four-corner handling grid', 8, 'none', ALL, 'low', ['handling', 'passing'], 'Pass and follow round a 10 m square, then add a second ball and switch direction on the call; hands up early, catch in front of the chest.'),
  a('wu-tag-game', 'warmup', 'Tag rugby warm-up game', 10, 'none', ALL, 'moderate', ['decision', 'evasion', 'tempo'], 'Two-handed tag on a narrow pitch; the ball must be passed within two seconds of a tag, so players scan and support early.'),
  a('wu-contact-prep', 'warmup', 'Contact readiness', 6, 'none', ALL, 'moderate', ['contact', 'tackle', 'neck'], 'Neck and shoulder activation, safe falling and rolling, low body position holds and partner leans to prepare the body for contact.'),
  a('wu-sprint-mechanics', 'warmup', 'Sprint mechanics', 8, 'none', ALL, 'moderate', ['speed'], 'A-skips, B-skips, dribbles and wall drives, finishing with two flying 20 m runs; tall posture, punch the knee, strike under the hips.'),
  a('wu-neck-activation', 'warmup', 'Neck and shoulder activation', 6, 'none', [...FRONT, ...BACK_ROW], 'low', ['neck', 'scrum'], 'Self-resisted neck holds in four directions, shoulder circles and scapular push-ups before any scrummaging.'),
  a('wu-lineout-prep', 'warmup', 'Lineout lift-and-jump prep', 6, 'none', [...JUMPERS, 'prop', 'hooker'], 'moderate', ['lineout', 'jump'], 'Pogo hops, single jumps with a stuck landing and unloaded lifting pods to groove timing before full lineout work.'),
  a('wu-kicking-prep', 'warmup', 'Kicking warm-up', 8, 'none', KICKERS, 'low', ['kicking'], 'Short punts to a partner working up to 30 m, both feet; hip mobility between sets and a focus on a consistent ball drop.'),
  a('wu-nine-service', 'warmup', 'Service warm-up off the floor', 6, 'none', ['scrum-half', 'fly-half'], 'low', ['passing', 'tempo'], 'Pass from the ground to a target left and right, stepping to the ball and sweeping it away without a back-lift.'),
  a('wu-agility-cones', 'warmup', 'Agility cone footwork', 8, 'none', ALL, 'moderate', ['agility', 'evasion'], 'Quick-feet patterns through cones: in-and-outs, lateral shuffles and 45-degree cuts, staying low through every change of direction.'),
  a('wu-mobility-flow', 'warmup', 'Mobility flow', 8, 'none', ALL, 'low', ['mobility', 'recovery'], 'World\'s-greatest-stretch, hip openers, thoracic rotations and ankle rocks flowing continuously, breathing through the nose.'),
  a('wu-high-ball', 'warmup', 'High-ball catching warm-up', 6, 'none', [...BACK_THREE, 'lock'], 'low', ['aerial'], 'Partner up-and-unders from 15 m, calling early and catching at the highest point with the knee up for protection.'),

  // Strength (gym)
  a('st-back-squat', 'strength', 'Back squat', 15, 'gym', ALL, 'high', ['power', 'scrum'], 'Barbell back squat to parallel or below, braced trunk, knees tracking the toes; the base of scrum and contact strength.'),
  a('st-trap-bar-deadlift', 'strength', 'Trap-bar deadlift', 15, 'gym', ALL, 'high', ['power', 'contact'], 'Drive the floor away with a flat back and proud chest; pairs with loaded carries for whole-body strength.'),
  a('st-bench-press', 'strength', 'Bench press', 12, 'gym', ALL, 'moderate', ['contact'], 'Barbell or dumbbell bench press, shoulder blades pinned, bar path over the mid-chest; upper-body strength for fending and carrying.'),
  a('st-hang-clean', 'strength', 'Hang power clean', 12, 'gym', ALL, 'high', ['power', 'speed'], 'From mid-thigh, jump and shrug, then catch the bar high on the shoulders; explosive hip extension for leg drive and acceleration.'),
  a('st-weighted-pullup', 'strength', 'Weighted pull-ups', 10, 'gym', ALL, 'moderate', ['breakdown', 'maul'], 'Full hang to chin over the bar, adding load only once bodyweight reps are clean and easy; grip and pulling strength for rucks, mauls and the jackal.'),
  a('st-front-squat', 'strength', 'Front squat', 12, 'gym', [...FORWARDS], 'high', ['scrum', 'power'], 'Bar racked on the front of the shoulders, elbows high, upright torso; builds the posture a pack needs under scrum load.'),
  a('st-neck-harness', 'strength', 'Neck harness strength', 8, 'gym', [...FRONT, ...BACK_ROW, 'lock'], 'moderate', ['neck', 'scrum'], 'Neck harness flexion and extension plus band-resisted lateral holds; slow and controlled, never to failure.'),
  a('st-sled-push', 'strength', 'Heavy sled push', 10, 'gym', [...FORWARDS], 'high', ['scrum', 'maul', 'contact'], 'Low body angle, flat back, short powerful steps driving a loaded sled over 10-15 m; mirrors the scrum and maul drive.'),
  a('st-landmine-press', 'strength', 'Landmine press', 10, 'gym', ALL, 'moderate', ['contact'], 'Half-kneeling or split-stance single-arm landmine press; shoulder-friendly pressing strength for fends and carries.'),
  a('st-split-squat', 'strength', 'Dumbbell Bulgarian split squat', 12, 'gym', ALL, 'moderate', ['speed', 'power'], 'Rear foot on a bench, dumbbells at the sides, front shin near vertical; single-leg strength for sprinting and stepping.'),
  a('st-trap-bar-jump', 'strength', 'Trap-bar jumps', 10, 'gym', [...JUMPERS, ...BACK_THREE], 'high', ['jump', 'power', 'lineout'], 'Light trap-bar loaded jumps, landing softly and resetting each rep; vertical power for lineouts and restarts.'),
  a('st-hip-thrust', 'strength', 'Barbell hip thrust', 10, 'gym', [...BACKS, ...BACK_ROW], 'moderate', ['speed', 'power'], 'Upper back on a bench, drive through the heels and lock out the hips; glute strength for acceleration.'),
  a('st-rdl', 'strength', 'Romanian deadlift', 12, 'gym', ALL, 'moderate', ['speed'], 'Hinge at the hips with soft knees until the hamstrings load, then stand tall; protects hamstrings at top speed.'),
  a('st-farmer-carry', 'strength', 'Farmer\'s carries', 8, 'gym', ALL, 'moderate', ['contact', 'core'], 'Heavy dumbbells or handles carried 30 m with a tall posture and tight trunk; grip and torso stiffness for contact.'),
  a('st-med-ball-throw', 'strength', 'Medicine-ball rotational throws', 8, 'gym', ['scrum-half', 'fly-half', 'center', 'flanker', '8'], 'moderate', ['passing', 'power'], 'Side-on rotational throws into a wall, hips leading the hands; power that transfers to long, flat passes.'),
  a('st-push-press', 'strength', 'Push press', 12, 'gym', [...JUMPERS, ...TIGHT], 'high', ['lineout', 'power', 'jump'], 'Dip and drive the bar overhead with the legs; overhead strength and timing for lineout lifters and jumpers.'),
  a('st-bike-flush', 'strength', 'Machine circuit (light)', 12, 'gym', ALL, 'low', ['recovery', 'mobility'], 'Light machine circuit (leg press, seated row, chest press, hamstring curl) at easy loads; keeps strength ticking over.'),

  // Strength (bodyweight and field)
  a('st-jump-squat', 'strength', 'Squat and jump-squat series', 10, 'none', ALL, 'moderate', ['power'], 'Tempo bodyweight squats (3 s down) paired with jump squats; then single-leg box-step squats. No equipment needed.'),
  a('st-pushup-ladder', 'strength', 'Push-up ladder', 10, 'none', ALL, 'moderate', ['contact'], 'Push-ups climbing in reps set by set, with clap push-ups on the top rung once every rep is crisp; elbows at 45 degrees, body in one straight line.'),
  a('st-partner-scrum-hold', 'strength', 'Partner scrum isometric holds', 8, 'none', [...FORWARDS], 'moderate', ['scrum', 'neck', 'contact'], 'Pairs bind and hold a square, low scrum position, pushing for a few seconds at rising effort and resetting between holds; spine neutral, eyes up.'),
  a('st-bear-crawl', 'strength', 'Bear crawls and crab walks', 8, 'none', ALL, 'moderate', ['core', 'contact'], 'Knees an inch off the ground, opposite hand and foot moving together over 15 m, then crab walk back; trunk and shoulder endurance.'),
  a('st-wrestle', 'strength', 'Wrestling for position', 8, 'none', [...FORWARDS], 'high', ['contact', 'breakdown', 'maul'], 'Short partner bouts fighting for body position and ball ownership, resetting every 20 s; contact strength without equipment.'),
  a('st-plank-series', 'strength', 'Plank and side-plank series', 8, 'none', ALL, 'low', ['core'], 'Front plank, a side plank each way and plank shoulder taps, one after the other; a stiff trunk transfers force in tackles and scrums.'),
  a('st-lunge-matrix', 'strength', 'Walking lunge matrix', 10, 'none', ALL, 'moderate', ['speed', 'mobility'], 'A forward, a lateral and a reverse lunge with a rotation make one round, on each leg; hips and groin strength for cutting and stepping.'),
  a('st-single-leg-hinge', 'strength', 'Single-leg hinge and glute bridges', 10, 'none', ALL, 'low', ['speed'], 'Single-leg Romanian deadlifts with a reach, then single-leg glute bridges; hamstring and glute strength without weights.'),
  a('st-inverted-row', 'strength', 'Inverted rows', 10, 'none', ALL, 'moderate', ['breakdown', 'maul'], 'Rows under a sturdy bar or table edge, or a partner-held towel row; pulling strength for rucks and mauls.'),
  a('st-broad-jumps', 'strength', 'Bounds and broad jumps', 10, 'none', [...BACKS, ...BACK_ROW], 'high', ['power', 'speed', 'jump'], 'Standing broad jumps, then alternate-leg bounds over 20 m; stick each landing before the next effort.'),
  a('st-partner-neck', 'strength', 'Partner neck resistance', 6, 'none', [...FRONT, ...BACK_ROW, 'lock'], 'low', ['neck', 'scrum'], 'A partner gives gentle, steady hand resistance in four directions while you hold the head still; build the effort slowly, never jerk.'),
  a('st-pogo-tuck', 'strength', 'Pogo hops and tuck jumps', 8, 'none', [...JUMPERS, ...BACK_THREE], 'moderate', ['jump', 'lineout'], 'Stiff-ankle pogo hops, then tuck jumps with quiet landings; elastic power for jumping and acceleration.'),
  a('st-copenhagen', 'strength', 'Copenhagen adductor planks', 6, 'none', ALL, 'low', ['scrum', 'speed'], 'Side plank with the top leg on a partner\'s arm or a bench; groin strength that guards against adductor strains.'),
  a('st-nordic', 'strength', 'Nordic hamstring curls', 8, 'none', ALL, 'moderate', ['speed'], 'A partner holds the ankles while you lower the body forward as slowly as possible; the best-known hamstring injury prevention.'),

  // Conditioning
  a('co-broncos', 'conditioning', 'Bronco shuttles', 12, 'none', ALL, 'high', ['aerobic', 'repeat-sprint'], 'Shuttles to the 20, 40 and 60 m lines and back, five rounds without a break (1200 m); pace it evenly and record the time.'),
  a('co-repeat-sprints', 'conditioning', 'Repeat sprints', 10, 'none', ALL, 'high', ['repeat-sprint', 'speed'], '30 m sprints starting on a fixed clock with a short rest; the last should be as fast as the first.'),
  a('co-tempo-runs', 'conditioning', 'Tempo runs', 12, 'none', ALL, 'moderate', ['aerobic'], 'Stride 100 m at about 70% of top speed, then walk 50 m back before the next; relaxed shoulders, long stride, conversational breathing on the walk.'),
  a('co-down-ups', 'conditioning', 'Get-up and sprint shuttles', 10, 'none', ALL, 'high', ['repeat-sprint', 'contact', 'tackle'], 'Chest to the ground, up and sprint 10 m, back down; mimics getting off the floor after a tackle to rejoin the line.'),
  a('co-forwards-circuit', 'conditioning', 'Forwards contact circuit', 12, 'none', [...FORWARDS], 'high', ['contact', 'breakdown', 'scrum'], 'Stations of scrum hit on a shield, ruck clear-out, get-up and tackle-bag hit, 30 s on and 30 s off; the demands of a phase-play sequence.'),
  a('co-small-sided', 'conditioning', 'Small-sided conditioning games', 12, 'none', ALL, 'high', ['decision', 'tempo', 'aerobic', 'handling'], 'Five-a-side touch on a 30 × 20 m pitch in short, hard games with a break between; fitness with the ball in hand.'),
  a('co-bike-intervals', 'conditioning', 'Bike or rower intervals', 12, 'gym', ALL, 'high', ['aerobic', 'low-impact'], 'Hard efforts of about a minute on a bike or rower, each followed by the same time spinning easy; a low-impact way to build the engine and spare the joints.'),
  a('co-pool', 'conditioning', 'Pool recovery session', 15, 'gym', ALL, 'low', ['aerobic', 'recovery', 'low-impact'], 'Easy swimming, pool walking and gentle kicking drills; aerobic work with no impact.'),
  a('co-kick-chase', 'conditioning', 'Kick-chase repeats', 10, 'none', [...KICKERS, 'center'], 'high', ['kick-chase', 'aerial', 'speed'], 'Kick, chase 40 m in a line, turn and jog back; trains the chase line and repeat speed together.'),
  a('co-backs-speed-endurance', 'conditioning', 'Backs speed endurance', 10, 'none', [...BACKS], 'high', ['speed', 'repeat-sprint'], '150 m runs at about 85% with a long walk between; holds form at speed late in a game.'),
  a('co-scrum-rest-scrum', 'conditioning', 'Scrum-rest-scrum repeats', 10, 'none', [...FORWARDS], 'high', ['scrum', 'contact'], 'Short scrum drives on the machine, each followed by a 20 m jog and a reset into the next; scrum power when tired.'),
  a('co-lineout-maul-reps', 'conditioning', 'Lineout-to-maul repeat efforts', 10, 'none', [...FORWARDS], 'high', ['maul', 'lineout'], 'Lift, form the maul, drive 5 m against a holding pod, then sprint to the next lineout mark; repeated at game pace.'),
  a('co-line-speed-shuttles', 'conditioning', 'Defensive line-speed shuttles', 10, 'none', ALL, 'high', ['defence', 'repeat-sprint', 'tackle'], 'In a line of five, sprint up 10 m on the call, chop feet, fold round the corner and go again; connected and fast.'),
  a('co-fartlek', 'conditioning', 'Fartlek run', 15, 'none', ALL, 'low', ['aerobic'], 'Continuous running mixing easy jogging with short pick-ups at a comfortable pace; no watch pressure, just feel.'),
  a('co-cross-training', 'conditioning', 'Cross-training', 15, 'none', ALL, 'low', ['aerobic', 'recovery', 'low-impact'], 'Another sport or activity (basketball, football, cycling, swimming) at a conversational effort to stay fit and fresh.'),
  a('co-ruck-reps', 'conditioning', 'Ruck clear-out repeats', 10, 'none', [...FORWARDS], 'high', ['breakdown', 'contact'], 'Hit a ruck pad, bounce up and sprint 10 m to the next; several in a row, low and square every time.'),
  a('co-hill-sprints', 'conditioning', 'Hill sprints', 10, 'none', ALL, 'high', ['speed', 'power'], 'Short, hard sprints up a moderate hill, walking back down between; acceleration power with low hamstring risk.'),

  // Skills (whole squad)
  a('sk-two-v-one', 'skills', '2v1 and 3v2 attack grids', 12, 'none', ALL, 'moderate', ['handling', 'decision', 'support', 'passing'], 'Attackers fix the defender before passing; progress from 2v1 to 3v2 and 4v3, coach calls the defender\'s start.'),
  a('sk-offload-lines', 'skills', 'Offload and support lines', 12, 'none', ALL, 'moderate', ['offload', 'support', 'handling'], 'Ball carrier hits a contact shield and pops the ball to a runner arriving on his shoulder; support runners time their line from depth.'),
  a('sk-tackle-technique', 'skills', 'Tackle technique progression', 12, 'none', ALL, 'moderate', ['tackle', 'defence', 'contact'], 'From knees to walking to jogging: bend at the waist, aim below the ball carrier\'s sternum, cheek to cheek with the head to the side, wrap with both arms and drive the legs; safety and confidence first.'),
  a('sk-ruck-clearout', 'skills', 'Ruck clear-out accuracy', 10, 'none', ALL, 'moderate', ['breakdown', 'contact'], 'First arriver clears the threat over the ball, low and through the gate; second decides to clear, seal or leave.'),
  a('sk-jackal', 'skills', 'Jackal and poach over the ball', 10, 'none', [...FORWARDS, 'center'], 'moderate', ['breakdown'], 'On your feet, hips low, hands on the ball before the ruck forms; attackers practise the counter-clear.'),
  a('sk-defensive-line', 'skills', 'Defensive line speed and spacing', 12, 'none', ALL, 'moderate', ['defence', 'tackle'], 'Walk-through to full pace: connected line, inside-shoulder alignment, shared line speed and clear communication.'),
  a('sk-attack-pods', 'skills', 'Attacking shape with three-man pods', 12, 'none', ALL, 'moderate', ['passing', 'tempo', 'decision', 'support'], 'Forward pods of three run set lines off the nine, with backs in the second layer; recycle and go again for several phases.'),
  a('sk-counter-attack', 'skills', 'Counter-attack from turnover ball', 12, 'none', ALL, 'high', ['counter-attack', 'decision', 'evasion'], 'Coach turns the ball over at random; the team must attack the disorganised defence within two passes.'),
  a('sk-quick-ruck', 'skills', 'Three-second ruck ball', 10, 'none', ALL, 'moderate', ['breakdown', 'tempo'], 'Carrier fights to the floor and places long; first support seals so the nine can play inside three seconds.'),
  a('sk-double-tackle', 'skills', 'Double tackle: chop and choke', 10, 'none', ALL, 'moderate', ['tackle', 'defence'], 'First defender chops low around the legs; the second arrives a beat later, bent at the waist, and contests the ball, arms wrapped around it below the carrier\'s sternum to hold it up or strip it; nothing above the sternum, nowhere near the head. Build from walking pace on shields.'),
  a('sk-evasion', 'skills', 'Evasion footwork: step and swerve', 10, 'none', ALL, 'moderate', ['evasion', 'agility'], 'One-on-one channels: attack the defender\'s inside shoulder, then step or swerve; change pace before changing direction.'),
  a('sk-kick-chase-line', 'skills', 'Kick-chase line organisation', 10, 'none', ALL, 'moderate', ['kick-chase', 'defence', 'aerial'], 'Chasers hold a flat line behind the kicker, with a chaser in the air for the ball; regroup if the catch is clean.'),
  a('sk-catch-pass-speed', 'skills', 'Catch-pass at speed', 10, 'none', ALL, 'moderate', ['passing', 'handling', 'speed'], 'Lines of four pass the width of the pitch at pace; hands early, pass in front of the receiver, no loss of speed.'),
  a('sk-quick-tap', 'skills', 'Quick-tap penalty plays', 10, 'none', ALL, 'moderate', ['tempo', 'decision'], 'Tap and go before the defence retreats, with runners arriving on both shoulders.'),
  a('sk-touch-decision', 'skills', 'Conditioned touch game', 12, 'none', ALL, 'moderate', ['decision', 'handling', 'tempo'], 'Touch rugby with constraints (offload only, two-second rule, overlap counts double) to train decisions at pace.'),
  a('sk-exits', 'skills', 'Exits from the 22', 10, 'none', ALL, 'moderate', ['kicking', 'decision'], 'Set-piece and ruck exits: clear protection for the kicker, chase options and what to do if the kick is charged.'),

  // Skills (front row)
  a('sk-scrum-machine', 'skills', 'Scrum engagements on the machine', 12, 'none', [...FORWARDS], 'moderate', ['scrum'], 'Crouch, bind, set: square hips, flat backs and a long, low shape; hold the engagement for 5 s and reset.'),
  a('sk-live-scrum', 'skills', 'Live scrummaging, eight on eight', 12, 'none', [...FORWARDS], 'high', ['scrum', 'contact'], 'Controlled live scrums with the referee\'s calls; work on the first push after the feed and holding against the drive.'),
  a('sk-hooker-throwing', 'skills', 'Hooker lineout throwing', 12, 'none', ['hooker'], 'low', ['lineout'], 'Throws to front, middle and back targets in turn; the same routine and release point every time.'),
  a('sk-prop-binding', 'skills', 'Prop binding and body height', 10, 'none', ['prop'], 'moderate', ['scrum'], 'Tight-head and loose-head bind drills against a partner, keeping hips below shoulders and knees under the hips.'),
  a('sk-hooker-strike', 'skills', 'Hooker strike and channel', 8, 'none', ['hooker', 'scrum-half'], 'low', ['scrum'], 'Strike the feed cleanly and channel the ball through to the number 8 on the call, with the scrum-half feeding.'),

  // Skills (locks and lineout)
  a('sk-lineout-jumping', 'skills', 'Lineout jumping and lifting timing', 12, 'none', [...JUMPERS, 'prop', 'hooker'], 'moderate', ['lineout', 'jump'], 'Pods of three rehearse front, middle and back lifts, catching at full height and landing under control.'),
  a('sk-lineout-calls', 'skills', 'Lineout calls and variations', 12, 'none', [...FORWARDS, 'scrum-half'], 'moderate', ['lineout', 'decision'], 'Walk through the calling system, dummy movements and shortened lineouts, then run them against a live pod.'),
  a('sk-maul-build', 'skills', 'Driving maul formation', 12, 'none', [...FORWARDS], 'moderate', ['maul', 'lineout'], 'Catch, land, transfer the ball to the back and drive as one unit with low, bound bodies; defend the maul on the switch.'),
  a('sk-restart-catch', 'skills', 'Restart receipts', 10, 'none', [...JUMPERS, 'prop'], 'moderate', ['aerial', 'lineout'], 'Catch kick-offs with a lifted pod, secure the ball and set the ruck for a clean exit.'),

  // Skills (back row)
  a('sk-back-row-turnover', 'skills', 'Back-row breakdown turnovers', 10, 'none', [...BACK_ROW], 'high', ['breakdown', 'tackle'], 'Low tackle on a bag (bent at the waist, below the sternum), get up and compete over a ball on the floor in one movement; then a second tackle and a second contest.'),
  a('sk-scrum-base', 'skills', 'Number 8 pick-ups and scrum-base moves', 10, 'none', ['8', 'flanker', 'scrum-half'], 'moderate', ['scrum', 'handling'], 'Number 8 picks from the back of the scrum and links with the nine and blindside on set moves.'),
  a('sk-carry-leg-drive', 'skills', 'Carrying and leg drive in contact', 10, 'none', [...FORWARDS, 'center'], 'moderate', ['contact', 'power'], 'Low body height before contact, ball in two hands then tucked away from the tackler, keep the legs pumping after impact.'),

  // Skills (half-backs)
  a('sk-box-kick', 'skills', 'Box kicking and chase', 10, 'none', ['scrum-half'], 'moderate', ['kicking', 'aerial'], 'Box kicks from behind a ruck to a 15 m target with a winger chasing; height and hang time first, distance second.'),
  a('sk-nine-service', 'skills', 'Service off the ruck', 10, 'none', ['scrum-half'], 'moderate', ['passing', 'tempo'], 'Pass to a moving receiver from ruck ball, both sides, into the hands in front of the runner; feet to the ball first.'),
  a('sk-tactical-kicking', 'skills', 'Tactical kicking', 12, 'none', ['fly-half', 'fullback', 'scrum-half'], 'moderate', ['kicking'], 'Grubbers, chips, cross-field and touch-finders to targets; pick the kick from what the defence shows.'),
  a('sk-goal-kicking', 'skills', 'Goal-kicking routine', 12, 'none', ['fly-half', 'fullback', 'wing'], 'low', ['kicking'], 'A fixed, repeatable routine from five positions; track the success rate from each spot.'),
  a('sk-first-receiver', 'skills', 'First-receiver decisions', 12, 'none', ['fly-half', 'center', 'scrum-half'], 'moderate', ['decision', 'passing'], 'Run, pass or kick against a changing defence: the coach shows a rush, drift or hole and the ten must pick the right option.'),

  // Skills (midfield)
  a('sk-midfield-defence', 'skills', 'Midfield defensive reads', 10, 'none', ['center', 'fly-half'], 'moderate', ['defence', 'tackle'], 'Read the attack\'s shape and decide to rush, drift or hold; finish with a one-on-one tackle in a channel, low and below the sternum, at an agreed speed.'),
  a('sk-crash-ball', 'skills', 'Crash-ball lines and offloads', 10, 'none', ['center', 'flanker', '8'], 'high', ['contact', 'offload', 'power'], 'Hard lines at the inside shoulder of the defender, winning the collision and freeing the arms to offload.'),
  a('sk-switch-plays', 'skills', 'Midfield distribution and switch plays', 10, 'none', ['center', 'fly-half', 'wing'], 'moderate', ['passing', 'decision'], 'Switches, loops and wrap-arounds between 10, 12 and 13, timed so the defence has to commit early.'),

  // Skills (back three)
  a('sk-high-ball', 'skills', 'High ball under pressure', 12, 'none', [...BACK_THREE, 'fly-half'], 'moderate', ['aerial'], 'Catch bombs with a chaser competing; call it, jump off one leg with the knee up, secure the ball into the body.'),
  a('sk-back-three-counter', 'skills', 'Back-three counter-attack', 12, 'none', [...BACK_THREE], 'moderate', ['counter-attack', 'evasion'], 'Return kicks as a three: catcher, support on each side, choose to run, kick back or set a ruck.'),
  a('sk-finishing', 'skills', 'Finishing in the corner', 10, 'none', ['wing', 'fullback', 'center'], 'moderate', ['speed', 'finishing', 'evasion'], 'Score in the corner against a covering defender: hold the touchline, step inside or dive for the corner flag.'),
  a('sk-backfield-cover', 'skills', 'Back-field coverage and positioning', 10, 'none', [...BACK_THREE], 'low', ['kicking', 'aerial', 'defence'], 'Work as a three to cover the back field as the ball moves, with constant talk about space and threats.'),

  // Laws (short briefings tied to the day's work)
  a('law-scrum', 'laws', 'Laws of the scrum', 5, 'none', ALL, 'low', ['scrum'], 'Crouch-bind-set sequence, straight feed, binding rules, no wheeling past 90 degrees and what counts as collapsing.'),
  a('law-lineout', 'laws', 'Laws of the lineout', 5, 'none', ALL, 'low', ['lineout', 'maul'], 'Straight throw, the 1 m gap between lines, lifting and support, and where non-participants must stand.'),
  a('law-ruck', 'laws', 'Laws of the ruck', 5, 'none', ALL, 'low', ['breakdown', 'tempo'], 'Entering through the gate, no hands once the ruck is formed, staying on your feet and the offside line at the hindmost foot.'),
  a('law-maul', 'laws', 'Laws of the maul', 5, 'none', ALL, 'low', ['maul'], 'How a maul forms, joining from behind the last foot, collapsing is illegal, and use-it when it stops moving.'),
  a('law-tackle', 'laws', 'Laws of the tackle', 5, 'none', ALL, 'low', ['tackle', 'defence', 'breakdown'], 'Tackler must release and roll away, arriving players must be on their feet, and tackle height limits that protect the head.'),
  a('law-offside', 'laws', 'Offside in open play and from kicks', 5, 'none', ALL, 'low', ['kicking', 'kick-chase', 'defence'], 'Who is offside in general play, the 10 m law when a kick is dropped, and how a chaser is put onside.'),
  a('law-advantage', 'laws', 'Advantage and quick taps', 5, 'none', ALL, 'low', ['tempo', 'decision'], 'When the referee plays advantage, when it is over, and the rules for taking a quick tap penalty.'),
  a('law-high-ball', 'laws', 'Challenging for the high ball', 5, 'none', ALL, 'low', ['aerial', 'kick-chase'], 'A fair contest in the air, no taking a player in the air, and the sanctions for dangerous challenges.'),
  a('law-knock-on', 'laws', 'Knock-ons and forward passes', 5, 'none', ALL, 'low', ['handling', 'passing', 'offload'], 'What makes a knock-on or forward pass, the hand movement that matters, and what happens next.'),

  // Cool-down
  a('cd-static-stretch', 'cooldown', 'Static stretch routine', 8, 'none', ALL, 'low', ['mobility', 'recovery'], 'Hamstrings, hip flexors, quads, glutes, calves and chest, each held for several slow breaths.'),
  a('cd-foam-roll', 'cooldown', 'Foam rolling', 8, 'none', ALL, 'low', ['recovery'], 'Roll quads, calves, glutes and upper back slowly, pausing on tight spots for a few breaths.'),
  a('cd-breathing', 'cooldown', 'Breathing and down-regulation', 5, 'none', ALL, 'low', ['recovery'], 'Lie down, legs raised; five minutes of slow nasal breathing (4 s in, 6 s out) to shift the body into recovery.'),
  a('cd-walk-debrief', 'cooldown', 'Walk and debrief', 5, 'none', ALL, 'low', ['recovery', 'decision'], 'Slow walk around the pitch in small groups, each naming one thing that went well and one to fix.'),
  a('cd-hip-back', 'cooldown', 'Hip and lower-back mobility', 8, 'none', [...FORWARDS], 'low', ['mobility', 'scrum'], 'Pigeon stretch, child\'s pose, cat-camel and supine twists to unload the hips and lower back after scrummaging.'),
  a('cd-neck-shoulder', 'cooldown', 'Neck and shoulder care', 6, 'none', [...FORWARDS], 'low', ['neck', 'recovery'], 'Gentle neck range of motion, upper-trap and pec stretches, band pull-aparts at a very light tension.'),
  a('cd-hamstring-calf', 'cooldown', 'Hamstring and calf care', 6, 'none', [...BACKS], 'low', ['speed', 'recovery'], 'Long-sitting hamstring stretch, wall calf stretches and ankle circles after high-speed running.'),
  a('cd-yoga-flow', 'cooldown', 'Yoga flow', 10, 'none', ALL, 'low', ['mobility', 'recovery'], 'Downward dog, low lunge, pigeon and a long child\'s pose, flowing with the breath.'),
  a('cd-cold-water', 'cooldown', 'Cold-water immersion', 8, 'gym', ALL, 'low', ['recovery'], 'Rounds of a few minutes in cold water (10-15 °C) with a minute out between, or a cold shower when no bath is available; after matches and hard running, never straight after strength work, where it blunts the gains.'),

  // World Rugby Activate components (the warm-up of every session: content/activate.ts)
  a('wu-activate-running', 'warmup', 'Activate: running and movement preparation', 6, 'none', ALL, 'low', ['mobility', 'activate'], 'The opening of World Rugby\'s Activate warm-up: jog forwards and backwards, side-steps, high-knee and heel-flick runs, hip openers on the move and a build-up run to three-quarter pace along 20-30 m lanes, walking back between runs.'),
  a('wu-single-leg-balance', 'warmup', 'Single-leg balance', 5, 'none', ALL, 'low', ['balance', 'activate'], 'Stand on one leg with a soft knee, hips level and the trunk tall; make it harder by closing the eyes, catching a ball or reaching in different directions. Switch legs after each hold.'),
  a('wu-hop-stick', 'warmup', 'Hop and stick', 5, 'none', ALL, 'low', ['balance', 'jump', 'activate'], 'Hop forward off one leg and land on the same leg, freezing in a quiet landing for two seconds: knee over the toes, hip, knee and ankle bent, trunk upright.'),
  a('wu-lateral-bound-stick', 'warmup', 'Lateral bound and stick', 5, 'none', ALL, 'moderate', ['balance', 'agility', 'activate'], 'Bound sideways from one leg to the other and hold the landing for two seconds before the next; the landing knee stays in line with the foot, the way a side-step loads it.'),

  // Strength (bodyweight): trunk, hips, neck and the Activate strength exercises
  a('st-bw-squat', 'strength', 'Bodyweight squat', 5, 'none', ALL, 'low', ['mobility', 'activate'], 'Feet about shoulder-width, sit the hips back and down until the thighs are at least parallel, knees pushed out over the toes and chest up; stand tall and squeeze the glutes.'),
  a('st-reverse-lunge', 'strength', 'Reverse lunge', 8, 'none', ALL, 'low', ['speed', 'mobility'], 'Step back into a long lunge until the back knee hovers above the ground, front shin near vertical, then drive through the front heel to stand; bodyweight in a warm-up, dumbbells when in the gym.'),
  a('st-single-leg-squat', 'strength', 'Single-leg squat to a box', 8, 'none', ALL, 'moderate', ['speed', 'balance'], 'On one leg, sit back under control until you touch a low box, bench or chair, then stand without pushing off the other foot; the knee stays in line with the second toe.'),
  a('st-nordic-assisted', 'strength', 'Assisted Nordic lowers', 6, 'none', ALL, 'low', ['speed'], 'Kneel with the heels held by a partner or hooked under a sturdy bar or sofa; lower the body forward as slowly as you can, catch yourself on the hands when the hamstrings give way and push back up with the arms. The starting version for younger players and anyone new to Nordics.'),
  a('st-front-plank', 'strength', 'Front plank', 5, 'none', ALL, 'low', ['core'], 'Forearms under the shoulders, body in one line from heels to head, ribs down and glutes squeezed; keep breathing behind the brace and end the set when the hips sag.'),
  a('st-side-plank', 'strength', 'Side plank', 5, 'none', ALL, 'low', ['core'], 'On one forearm with the elbow under the shoulder, lift the hips until the body is straight from head to feet; bend the knees to make it easier, raise the top leg to make it harder.'),
  a('st-plank-reach', 'strength', 'Plank with arm and leg reach', 5, 'none', ALL, 'low', ['core'], 'From a front plank, reach one arm forward or lift the opposite leg without letting the hips rock; the trunk stays still while the limbs move, as it must when fending or driving in contact.'),
  a('st-dead-bug', 'strength', 'Dead bug', 5, 'none', ALL, 'low', ['core'], 'On the back with arms up and knees over the hips, press the lower back into the ground and slowly lower the opposite arm and leg while breathing out; return and switch sides.'),
  a('st-glute-bridge', 'strength', 'Glute bridge', 5, 'none', ALL, 'low', ['speed'], 'On the back with the heels close to the hips, drive through the heels until knees, hips and shoulders line up; squeeze the glutes at the top and lower slowly.'),
  a('st-single-leg-glute-bridge', 'strength', 'Single-leg glute bridge hold', 5, 'none', ALL, 'low', ['speed'], 'Bridge on one leg with the other knee pulled to the chest and hold the hips level at the top; works glutes and hamstrings with no heavy lengthening, so it suits the day before a match.'),
  a('st-band-pull-apart', 'strength', 'Band pull-aparts', 5, 'none', ALL, 'low', ['mobility'], 'Hold a light band at shoulder height with straight arms and pull it apart until it touches the chest, shoulder blades squeezed back and down; a towel pulled hard works without a band.'),
  a('st-neck-isometric', 'strength', 'Neck isometrics (4-way)', 5, 'none', ALL, 'low', ['neck'], 'Hand against the forehead, the back of the head and each side in turn: push the head into the hand and hold it still at a moderate effort, chin tucked and shoulders down. Strong necks protect every player in contact, not only the front row.'),

  // Strength (gym): the lighter and unilateral options that complete a block in every phase
  a('st-goblet-squat', 'strength', 'Goblet squat', 10, 'gym', ALL, 'moderate', ['power', 'mobility'], 'Hold a dumbbell or kettlebell at the chest and sit between the heels with the chest tall, elbows inside the knees at the bottom; the pattern to learn before the barbell and a lighter-load option.'),
  a('st-kb-deadlift', 'strength', 'Kettlebell deadlift', 8, 'gym', ALL, 'moderate', ['power'], 'Kettlebell between the feet, push the hips back with a flat back, grip it and stand by driving the floor away; the hinge pattern to groove before the trap bar.'),
  a('st-trap-bar-speed-pull', 'strength', 'Trap-bar speed deadlift', 10, 'gym', ALL, 'moderate', ['power', 'speed'], 'A moderate load pulled from the floor to lockout as fast as possible, resetting between reps; keeps force and speed up in-season without the fatigue of heavy pulls.'),
  a('st-db-row', 'strength', 'Single-arm dumbbell row', 10, 'gym', ALL, 'moderate', ['breakdown', 'upper-body'], 'One hand and knee on a bench, flat back, pull the dumbbell to the hip and lower it under control; pulling strength for rucking and ripping the ball with no load on the lower back.'),
  a('st-chin-up', 'strength', 'Chin-ups', 8, 'gym', ALL, 'moderate', ['breakdown', 'upper-body'], 'Palms facing you, from a dead hang pull the chest to the bar and lower under control; use a band, or just the slow lowering, until full reps are possible.'),
  a('st-db-bench', 'strength', 'Dumbbell bench press', 10, 'gym', ALL, 'moderate', ['upper-body'], 'Lower the dumbbells to the sides of the chest with the elbows about 45 degrees from the body and press up; each arm works on its own and the shoulders are spared.'),
  a('st-pallof-press', 'strength', 'Pallof press', 6, 'gym', ALL, 'low', ['core'], 'Side-on to a cable or band anchored at chest height, press the handle straight out and hold it there without letting the trunk turn; anti-rotation strength for tackling and carrying through contact.'),
  a('st-box-jump', 'strength', 'Box jumps', 8, 'gym', ALL, 'moderate', ['jump', 'power'], 'Swing the arms and jump onto a box you can land on softly, then step down rather than jumping off; quality over height, with full rest between jumps.'),
  a('st-med-ball-chest-pass', 'strength', 'Medicine-ball chest pass', 6, 'gym', ALL, 'moderate', ['power', 'passing'], 'Explosive two-hand chest pass into a wall or to a partner from an athletic stance, stepping into the throw; upper-body power for fends, clear-outs and the first shove in contact.'),
  a('st-sled-sprint', 'strength', 'Sled sprint', 10, 'gym', ALL, 'high', ['speed', 'power'], 'Sprint towing a light sled that slows you by no more than about a tenth: forward lean, powerful pushes, arms driving; walk back and rest fully between runs.'),
  a('st-split-jerk', 'strength', 'Split jerk', 12, 'gym', ALL, 'high', ['power', 'jump'], 'Dip and drive the bar off the shoulders, then split the feet into a short lunge to catch it overhead on locked arms; recover the front foot first. Overhead power for lifters and jumpers.'),

  // Conditioning: speed, low-impact and easy aerobic options
  a('co-prowler', 'conditioning', 'Prowler push intervals', 10, 'gym', ALL, 'high', ['repeat-sprint', 'power'], 'Push a moderately loaded prowler 20 m with a low, driving body angle and arms long, then rest before the next; hard work with no eccentric load, so legs recover quickly.'),
  a('co-acceleration', 'conditioning', 'Acceleration sprints (10-20 m)', 12, 'none', ALL, 'high', ['speed'], 'From a two-point or falling start: forward lean, drive the arms, push the ground back behind you; walk back and rest fully so every sprint is fast.'),
  a('co-flying-20s', 'conditioning', 'Flying 20 m sprints', 12, 'none', ALL, 'high', ['speed'], 'Build up over 20-30 m, then hold top speed through a 20 m zone marked by cones: tall, relaxed, knees up in front. Full walk-back rest; this is speed, not fitness.'),
  a('co-tempo-bike', 'conditioning', 'Tempo bike', 15, 'gym', ALL, 'moderate', ['aerobic', 'low-impact'], 'Steady efforts on a bike or rower at about 70% of maximum heart rate, talking in short sentences, with easy spinning between; builds the aerobic base with no impact.'),
  a('co-easy-aerobic', 'conditioning', 'Easy aerobic jog or bike', 20, 'none', ALL, 'low', ['aerobic', 'recovery', 'low-impact'], 'Continuous easy jogging, cycling or rowing at a conversational pace, able to talk in full sentences; builds the aerobic base and helps recovery without adding fatigue.'),

  // Skills: low-contact tackle technique
  a('sk-tackle-shields-walk', 'skills', 'Tackle technique on shields (walking pace)', 10, 'none', ALL, 'low', ['tackle', 'defence'], 'A partner holds a tackle shield and walks in: track in, bend at the waist, aim below the sternum with the head to the side of the shield, wrap both arms and step through with short steps; nobody goes to ground.'),

  // Skills: alone or with one partner, no contact (personal programs)
  a('sk-wall-passing', 'skills', 'Wall passing off both hands', 10, 'none', ALL, 'low', ['passing', 'handling'], 'Stand side-on to a solid wall and pass the ball onto a marked spot at chest height, catching the rebound with hands up and fingers spread, then passing straight back; work off the left hand and the right, step back from 3 m to 8 m as the passes stay accurate, and finish with pop passes and spin passes moving along the wall.'),
  a('sk-partner-catch-pass', 'skills', 'Partner catch-pass on the move', 10, 'none', ALL, 'moderate', ['passing', 'handling', 'support', 'speed'], 'Two players jog, then run, the length of a 30 m channel a few metres apart, passing off both hands; the receiver shows early hands as a target and the passer fixes an imaginary defender by running straight before releasing in front of the runner. Swap sides at each end so both hands work evenly.'),
  a('sk-solo-ball-handling', 'skills', 'Solo ball-handling series', 8, 'none', ALL, 'low', ['handling', 'offload'], 'A continuous circuit with one ball: figure-eights round the legs, tip the ball between the hands above the head, pick it up off the ground on the run, tuck it under the far arm and switch it across the body, then one-hand offload shapes into the air and re-catch; eyes on the ball, soft hands, then the same with the eyes up.'),
  a('sk-footwork-cones', 'skills', 'Evasion footwork against cones', 10, 'none', [...BACKS, ...BACK_ROW], 'moderate', ['evasion', 'agility', 'speed', 'handling'], 'Ball in two hands, run at a cone as if it were a defender: quick feet through a ladder or cone line, then a side-step off either foot, a swerve round the cone and a fend shape with the free arm, accelerating away for 5 m after every change of direction; slow the feet before the step, never the hips.'),
  a('sk-solo-kicking', 'skills', 'Solo kicking to targets', 12, 'none', KICKERS, 'low', ['kicking'], 'With a bag of balls and cones as targets: spiral and end-over-end punts to a zone, grubbers that sit up for a chaser at 15 m, and touch-finders that land inside the touchline and roll out; kick off both feet, follow through towards the target and note how many land in each zone before collecting the balls and kicking back.'),
  a('sk-box-kick-technique', 'skills', 'Box-kick technique to a target', 10, 'none', ['scrum-half'], 'low', ['kicking', 'tempo'], 'A ball placed behind a cone or a ruck pad as the base of a ruck: step in, pick it up, turn side-on and box kick over an imaginary ruck to a marked zone 12-15 m downfield, hanging the ball high enough to be contested; two steps at most, a vertical drop onto the foot and a quick get-away, both sides of the base.'),
  a('sk-throw-partner', 'skills', 'Lineout throwing to a partner', 10, 'none', ['hooker'], 'low', ['lineout', 'handling'], 'A partner stands at the front, middle and back marks (about 5, 10 and 15 m) with hands up where a jumper would catch, then makes a small jump to take the ball at its peak; the hooker uses the same routine, stance and release every throw, both feet planted behind the line, and the partner calls each throw good or missed.'),
  a('sk-scrum-shape-holds', 'skills', 'Scrum body-shape holds (shadow, no engagement)', 8, 'none', FRONT, 'low', ['scrum', 'neck'], 'Alone, hold the scrum stance: feet shoulder-width, hips just above the knees, spine flat from hips to head, chin up and eyes forward; then rest the shoulders against a tackle bag propped on a wall, binding arm in its loose-head or tight-head shape, and lean at no more than walking pressure while holding the shape. Body position only: no push, no hit, no engagement.'),
  a('sk-lineout-jump-catch', 'skills', 'Lineout jump-and-catch timing with a partner', 8, 'none', JUMPERS, 'moderate', ['lineout', 'jump', 'aerial'], 'A partner lobs the ball from the touchline to a spot above your head; step in on the call, jump off two feet without a lift, catch at full stretch with both hands, bring the ball to the chest and land on both feet with soft knees. Vary the call and the spot so the timing, not the height, is what is trained.'),
  a('sk-tackle-bag-shape', 'skills', 'Tackle shape on a tackle bag (walking pace)', 12, 'none', ALL, 'low', ['tackle', 'defence'], 'Stand a tackle bag upright and treat its middle as a ball carrier\'s sternum: walk in, chop the feet, bend at the waist and put the shoulder on the bag below that line with the head to the side of it, wrap both arms, squeeze and drive a short step before releasing. Left and right shoulder in turn; nobody goes to ground and the head never leads.'),
  a('sk-breakdown-bag', 'skills', 'Breakdown body position on a bag', 10, 'none', FORWARDS, 'low', ['breakdown', 'tempo', 'support'], 'A tackle bag lies on the ground as the tackled player with a ball beside it: arrive on your feet from your own side, feet behind the ball, hips low, back flat and hands straight on the ball for the jackal shape, then lift it to the chest; next, pick the ball from the base, take two low driving steps, go to ground and place it long back towards your own side.'),
  a('sk-partner-high-ball', 'skills', 'Partner high-ball catching', 10, 'none', BACK_THREE, 'moderate', ['aerial', 'kicking', 'counter-attack'], 'Partners take turns to kick up-and-unders to each other from 20-30 m with no chaser: call early, get under the ball, jump off one leg with the knee up for protection, take it at its highest point into the chest, then turn and accelerate 10 m as if to counter; the kicker works on hang time and accuracy.'),
];

const BY_ID = new Map(ACTIVITIES.map((x) => [x.id, x]));
const BY_NAME = new Map(ACTIVITIES.map((x) => [x.name.toLowerCase(), x]));

export const activityById = (id: string) => BY_ID.get(id) ?? null;
export const activityByName = (name: string) => BY_NAME.get(name.trim().toLowerCase()) ?? null;
export const activitiesIn = (category: LibraryCategory) => ACTIVITIES.filter((x) => x.category === category);

/** The REST shape of a library activity (trainingActivitySchema). */
export const toTrainingActivity = (x: Activity) => ({
  id: x.id, name: x.name, description: x.description, duration: x.durationMinutes, category: x.category, positions: [...x.positions], equipment: x.equipment,
});
