import { POSITION_LABELS, type Position } from '@rugby/contracts';

export interface Drill {
  name: string;
  description: string;
  /** Minutes. */
  duration: number;
}
export interface Skill {
  name: string;
  /** Why it matters for the position. */
  description: string;
  /** Coaching points. */
  techniques: readonly string[];
  drills: readonly Drill[];
}
export interface SkillsGuide {
  position: Position;
  title: string;
  summary: string;
  /** The 'Primary Skills' tab. */
  primarySkills: readonly Skill[];
  /** The 'Secondary Skills' tab. */
  secondarySkills: readonly Skill[];
}

const drill = (name: string, duration: number, description: string): Drill => ({ name, description, duration });
const skill = (name: string, description: string, techniques: readonly string[], drills: readonly Drill[]): Skill => ({
  name,
  description,
  techniques,
  drills,
});

/** Shared between several positions (kept in one place). */
const JACKAL = skill(
  'Jackaling over the ball',
  'Winning turnovers at the tackle before a ruck forms.',
  [
    'Arrive on your feet through the gate, from your own side of the tackle.',
    'Wide base, feet behind the ball, hips low and back flat so you can survive a clear-out.',
    'Hands straight onto the ball and lift it towards your chest; do not lean on the ground.',
    'Once an opponent binds on you, hands off: the ruck has formed.',
  ],
  [
    drill(
      'Jackal survival',
      8,
      'A partner lies with the ball as the tackled player; you jackal while a second partner tries to clear you out with a shield. Hold for three seconds, reset, six reps each.',
    ),
  ],
);

const TACKLE_TECHNIQUE = (name: string, description: string, drillName: string, drillText: string) =>
  skill(
    name,
    description,
    [
      'Close the space quickly, then shorten your steps to arrive balanced with your feet close to the ball carrier.',
      'Cheek to cheek: head to the side of the ball carrier, never in front of their hips or knees.',
      'Hit with the shoulder, wrap tight with both arms and keep driving the legs.',
      'Land on top, release straight away and get back to your feet.',
    ],
    [drill(drillName, 10, drillText)],
  );

/** One guide per position, written by and for rugby coaches. */
export const SKILLS_GUIDES: Readonly<Record<Position, SkillsGuide>> = {
  prop: {
    position: 'prop',
    title: 'Prop Skills Guide',
    summary: 'Props anchor the scrum, lift in the lineout and do the hard carrying and clearing around the rucks.',
    primarySkills: [
      skill(
        'Scrummaging',
        'A stable, powerful scrum wins penalties and gives the backs clean ball.',
        [
          'Feet a little wider than your shoulders, weight on the balls of the feet, knees bent ready to drive.',
          'Flat back, neutral neck, eyes up; hips slightly above the knees and shoulders above the hips.',
          "Loosehead: bind on the back or side of the tighthead's jersey and keep your hips square; tighthead: bind outside the loosehead's arm and stay straight.",
          'Drive on the feed with short, powerful steps, together with the whole pack.',
        ],
        [
          drill(
            'Partner scrum holds',
            8,
            'Bind with a partner in the set position and hold a square, low shape for 3 × 10 seconds at rising effort; spine neutral, eyes up.',
          ),
          drill(
            'Machine engagements',
            10,
            'Crouch, bind, set on the scrum machine or a shield held by two players; hold each engagement for five seconds, then reset. Eight good reps.',
          ),
        ],
      ),
      skill(
        'Lineout lifting',
        'Quick, safe lifts put your jumper above the opposition.',
        [
          'Front lifter grips just above the knees, back lifter grips the shorts or the back of the thighs.',
          'Lift with your legs in one movement as the jumper jumps, and lock your arms out overhead.',
          'Stay underneath the jumper and lower them safely, feet first.',
        ],
        [
          drill(
            'Pod lifting reps',
            10,
            'In pods of three, lift to front, middle and back positions on the call; 12 lifts, changing roles so everyone learns the timing.',
          ),
          drill('Lift, land and drive', 8, 'Lift, land the jumper and form a maul that drives 5 m; six reps at game pace.'),
        ],
      ),
      skill(
        'Carrying in tight',
        'Gaining the hard metres close to the ruck.',
        [
          'Take the ball in two hands and tuck it away from the tackler just before contact.',
          'Get low before contact and keep your legs pumping through it.',
          'Go to ground under control and place the ball long towards your own team.',
        ],
        [
          drill(
            'Pick-and-go channel',
            8,
            'Pick the ball off the ground, drive into a hit shield 2 m away, go to ground and place long; the next player picks and goes again.',
          ),
          drill('Hit and place', 8, 'Carry into a tackle bag at three-quarter pace, present the ball cleanly; a partner checks body height and placement.'),
        ],
      ),
    ],
    secondarySkills: [
      skill(
        'Ruck clear-outs',
        'Props are often first or second to the breakdown.',
        [
          'Bind on with your arms before making contact; never lead with the shoulder.',
          'Low and through the threat, driving beyond the ball.',
          'Stay on your feet and finish square.',
        ],
        [
          drill(
            'Clear-out corridor',
            10,
            'A defender with a shield stands over a ball; arrive through the gate, bind, drive them 2 m past the ball and return. Ten reps.',
          ),
        ],
      ),
      TACKLE_TECHNIQUE(
        'Tackling around the ruck',
        'Low, repeatable tackles close to the breakdown.',
        'Tackle-get up-tackle',
        'Chop-tackle a bag, get up, back-pedal 5 m and tackle the next bag; four rounds of three tackles.',
      ),
    ],
  },
  hooker: {
    position: 'hooker',
    title: 'Hooker Skills Guide',
    summary: 'Hookers throw into the lineout, strike at the scrum and add a third back-row forward around the field.',
    primarySkills: [
      skill(
        'Lineout throwing',
        'An accurate throw is the start of every lineout.',
        [
          'Same routine every time: grip on the seams, feet square, ball taken back behind the head.',
          'Drive the throw with the body and arms together, releasing over the line of touch.',
          'Follow through towards the target with both hands; thumbs turn down to keep the spin tight.',
          'Aim for where the jumper will be at full height, not where they start.',
        ],
        [
          drill('Target throwing', 12, 'Throw at targets at 5, 10 and 15 m (a post, a hoop, a partner on a box); ten throws at each and record your hit rate.'),
          drill('Throws to a live pod', 10, 'Call, throw and hit a lifted jumper at front, middle and back; vary the tempo and use dummy movements.'),
        ],
      ),
      skill(
        'Scrum striking and binding',
        'Winning your own ball cleanly and quickly.',
        [
          'Bind tight on your props, at or under the armpits, so the front row is one unit.',
          'Keep weight through your props and your feet light enough to strike.',
          'Strike as the ball lands and channel it back to the number 8.',
        ],
        [drill('Strike on the feed', 8, 'The scrum-half feeds against a three-man front row; strike and channel 20 feeds on your own put-in.')],
      ),
      JACKAL,
    ],
    secondarySkills: [
      skill(
        'Maul leadership',
        'Hookers often control the lineout maul.',
        [
          'Join the maul fast after the throw and bind tight.',
          'Keep the maul low and moving straight; call the drive.',
          'Peel off with the ball only when the defence commits.',
        ],
        [drill('Maul peel', 8, 'Form a lineout maul against a light defence; on the call, peel round the side with the ball and carry into a shield.')],
      ),
      skill(
        'Carrying and support play',
        'Handling and short carries in the loose.',
        [
          'Hands up early as a target; catch before contact.',
          'Run hard lines at the inside shoulder of a defender.',
          'Offload only if the arms are free; otherwise go to ground and place.',
        ],
        [drill('Forward pod passing', 10, 'Three-man pods pass and carry across the field; the middle player decides to carry or pass on the call.')],
      ),
    ],
  },
  lock: {
    position: 'lock',
    title: 'Lock Skills Guide',
    summary: 'Locks are the lineout targets and the engine room of the scrum, catching restarts and driving mauls.',
    primarySkills: [
      skill(
        'Lineout jumping',
        'Winning clean ball at the top of the jump.',
        [
          'Explosive two-footed jump with arms reaching up as the lifters engage.',
          'Catch at full stretch with two hands, or tap down accurately to the scrum-half.',
          'Stay square to the touchline, bring the ball to the chest and land under control.',
        ],
        [
          drill('Jump and catch', 10, 'With a pod, jump and catch 15 throws at front, middle and back; reset quickly between each.'),
          drill('Footwork before the jump', 8, 'Start in the line, move forward or back on the call and jump; the lifters follow your footwork.'),
        ],
      ),
      skill(
        'Restart receipts',
        'Securing kick-offs and drop-outs.',
        [
          'Call early and loudly; the lifters move with you.',
          'Catch at the highest point and turn your back to the opposition on landing.',
          'Secure the ball into the chest and set a ruck or maul for the exit.',
        ],
        [drill('Kick-off receipts', 10, 'A kicker drops the ball into your zone from 30-40 m; catch with a lifted pod and set the ball. Ten catches.')],
      ),
      skill(
        'Scrum power',
        "Locks provide most of the scrum's drive.",
        [
          'Bind tightly round your partner lock under the armpit; your head sits between the hooker and the prop.',
          "Shoulders into the backs of the props' upper thighs, hips at the same height as the front row.",
          'Push through the legs with short, powerful steps; keep your back flat.',
        ],
        [drill('Second-row drive', 8, 'Bind onto a scrum machine or a front row and drive for 5 seconds on the call; eight reps.')],
      ),
    ],
    secondarySkills: [
      skill(
        'Driving mauls',
        'Lineout mauls are a major attacking weapon.',
        [
          'Land, turn and transfer the ball to the back quickly.',
          'Bind low, drive together and keep the maul moving straight.',
          'Defend by staying on your feet and stopping the ball carrier, never collapsing.',
        ],
        [drill('Maul formation', 10, 'Catch from a lineout, form the maul and drive 10 m against a light defence; switch attack and defence.')],
      ),
      skill(
        'Carrying and clear-outs',
        'Work rate in open play.',
        ['Carry low with leg drive and place long.', 'Arrive at rucks fast, bind and clear beyond the ball.'],
        [drill('Carry and clear', 8, 'Carry into a bag, place; the next player clears a shield over the ball; rotate for four minutes each way.')],
      ),
    ],
  },
  flanker: {
    position: 'flanker',
    title: 'Flanker Skills Guide',
    summary: 'Flankers lead the tackle count, win turnovers and support the ball carrier everywhere.',
    primarySkills: [
      TACKLE_TECHNIQUE(
        'Dominant tackling',
        'Stopping the ball carrier behind the gain line.',
        'Tackle progression',
        'From kneeling to walking to jogging: tackle a partner with a pad, cheek to cheek, wrap and drive. Three sets of five at each stage.',
      ),
      JACKAL,
      skill(
        'Support running and link play',
        'Being the first player to the ball carrier.',
        [
          'Track the ball carrier on the inside shoulder, two to three metres away.',
          'Call for the ball and be ready for an offload.',
          'If the carrier is tackled, be the first to secure the ball.',
        ],
        [
          drill(
            'Support line 2-on-1',
            10,
            'The ball carrier takes on a single defender; you arrive on the inside shoulder for the pass or to secure the ruck. Ten reps each.',
          ),
        ],
      ),
    ],
    secondarySkills: [
      skill(
        'Lineout jumping at the front',
        'Flankers are often front or middle jumpers.',
        ['Jump quickly on the throw with a short, sharp movement.', 'Catch at the top with two hands or tap down accurately.'],
        [drill('Quick front ball', 8, 'Short lineouts: take 12 quick front throws with a two-man lift, varying the timing.')],
      ),
      skill(
        'Defensive line speed',
        'Pressuring the opposition fly-half.',
        ['Move up with the line on the call, staying connected to your inside defender.', 'Take the inside shoulder and push the attack sideways.'],
        [drill('Line-speed shuttles', 8, 'In a line of five, sprint 10 m on the call, chop your feet, and reset; six reps.')],
      ),
    ],
  },
  '8': {
    position: '8',
    title: 'Number 8 Skills Guide',
    summary: 'The number 8 controls the base of the scrum, carries hard and links forwards with backs.',
    primarySkills: [
      skill(
        'Scrum-base control',
        'Using scrum ball well, in attack and defence.',
        [
          'Control the ball at your feet with the inside of the foot while the scrum is moving.',
          'Pick up cleanly from the base and go, or link with the scrum-half.',
          'Communicate with the nine about the move before the feed.',
        ],
        [drill('Pick-up moves', 10, 'From a stationary scrum, pick and go left and right, and link with the nine on a blindside move; ten of each.')],
      ),
      skill(
        'Power carrying',
        'Getting over the gain line in heavy traffic.',
        [
          'Run hard at the inside shoulder of a defender.',
          'Lower your body height just before contact and keep the legs driving.',
          'Fight to the floor and place long, or offload if the arms are free.',
        ],
        [
          drill('Carry through contact', 10, 'Run at two shield holders who close the gap; drive through, stay on your feet for three seconds, then place.'),
          drill('Offload on the run', 8, 'Carry into a shield and offload to a support runner on either side; ten reps.'),
        ],
      ),
      skill(
        'Breakdown and defensive work',
        'Tackling and turnovers around the field.',
        ['Chop tackle low on big carriers; let a teammate target the ball.', 'Read scrum moves and cover the blindside.'],
        [drill('Cover defence from the scrum', 8, 'Break from a scrum on the call and tackle a runner coming round the blindside; eight reps.')],
      ),
    ],
    secondarySkills: [
      skill(
        'Back of the lineout',
        'Number 8s are tall back-jumping options.',
        ['Jump at the back with a strong lift and long arms.', 'Catch and give quick ball to the scrum-half or set a maul.'],
        [drill('Back-ball catches', 8, 'Take 12 long throws at the back with a lifted pod; alternate catching and tapping down.')],
      ),
      skill(
        'High-ball cover',
        'Being a backstop behind the forwards.',
        ['Call early, knee up for protection, and take the ball at its highest point.', 'Land, turn towards your own team and set a ruck.'],
        [drill('Partner up-and-unders', 6, 'A partner kicks high from 15 m; catch with a teammate chasing; ten catches.')],
      ),
    ],
  },
  'scrum-half': {
    position: 'scrum-half',
    title: 'Scrum-half Skills Guide',
    summary: 'The scrum-half sets the tempo: fast, accurate service, box kicks and constant communication.',
    primarySkills: [
      skill(
        'Passing off the ground',
        'The fastest, most accurate service from ruck and scrum.',
        [
          'Get your feet to the ball first: back foot near the ball, front foot pointing at the target.',
          'Sweep the ball with no back-lift, the power coming from the legs and hips.',
          'Follow through with your hands pointing at the target.',
        ],
        [
          drill('Ruck service reps', 10, 'Balls placed at a series of rucks; service to a receiver running onto it, left and right, 20 each way.'),
          drill('Pass under pressure', 8, 'A defender starts 5 m away and runs at you as you arrive at the ball; pass before they reach you.'),
        ],
      ),
      skill(
        'Box kicking',
        'Contestable kicks from behind the ruck.',
        [
          'Stand side-on behind the ruck, with enough space to kick.',
          'Drop the ball onto the foot and kick up through the ball for height.',
          'Aim to land it in the contestable zone, about 15 m downfield for your chasers.',
        ],
        [drill('Box-kick targets', 10, 'Kick from behind a shield ruck to a 15 m target zone; a wing chases each kick. Fifteen kicks.')],
      ),
      skill(
        'Game management and communication',
        'Organising the forwards and choosing the play.',
        [
          'Talk constantly: tell the forwards where to go and when the ball is out.',
          'Scan the defence before the ball arrives.',
          'Choose between passing, sniping and kicking based on what the defence shows.',
        ],
        [drill('Call and play', 10, 'The coach shows a defensive picture as you arrive at the ruck; call the option and play it.')],
      ),
    ],
    secondarySkills: [
      skill(
        'Sniping',
        'Attacking the fringes of the ruck.',
        ['Look for gaps between the ruck and the first defender.', 'Accelerate through the gap and support runners follow.'],
        [drill('Snipe and support', 8, 'Snipe through a gap between two cones guarded by a defender; pass to a supporter who arrives late.')],
      ),
      skill(
        'Cover defence',
        'Sweeping behind the defensive line.',
        ['Read kicks and breaks early.', 'Tackle low and get back to your feet quickly.'],
        [drill('Sweeper tackle', 8, 'Start 10 m behind the line; a runner breaks through and you close and tackle a bag. Eight reps.')],
      ),
    ],
  },
  'fly-half': {
    position: 'fly-half',
    title: 'Fly-half Skills Guide',
    summary: 'The fly-half runs the attack, chooses when to run, pass or kick, and often kicks the goals.',
    primarySkills: [
      skill(
        'Decision-making',
        'Choosing the right option at first receiver.',
        [
          'Scan the defence before you receive: rush, drift or gap?',
          'Attack the line to fix defenders before passing.',
          'Commit to the decision and play it quickly.',
        ],
        [drill('Decision grid', 12, 'The coach changes the defence (rush, drift, hole) as you receive; choose run, pass or kick. Ten reps each.')],
      ),
      skill(
        'Tactical kicking',
        'Controlling territory with the boot.',
        [
          'Pick the kick from what the defence shows: grubber, chip, cross-field or touch-finder.',
          'Keep your head over the ball and kick through it.',
          'Practise with both feet.',
        ],
        [
          drill('Kick to targets', 12, 'Grubbers, chips and touch-finders to targets at different distances; ten of each.'),
          drill('Cross-field kicks', 8, 'Kick across the field to a wing running onto the ball at the touchline; eight reps.'),
        ],
      ),
      skill(
        'Passing range',
        'Flat, long and short passes to the line.',
        [
          'Pass in front of the receiver.',
          'Use the spin pass for width and a short flat pass to put a runner into a hole.',
          'Stay square and keep the defence guessing until the last moment.',
        ],
        [drill('Passing channels', 10, 'Pass to runners at 5, 10 and 15 m while running; switch between flat and deep options.')],
      ),
    ],
    secondarySkills: [
      skill(
        'Goal kicking',
        'A reliable routine wins matches.',
        ['Same routine every kick: set the ball, steps back, visualise, breathe.', 'Keep your eyes on the ball and land on your kicking foot.'],
        [drill('Goal-kicking routine', 15, 'Five kicks from five positions, recording your success from each.')],
      ),
      skill(
        'Defence in the 10 channel',
        'Not being a weak link in defence.',
        ['Stay connected with your inside defender.', "Target the ball carrier's hips and go low."],
        [drill('Channel tackles', 8, 'A ball carrier runs into a 5 m channel; make the tackle with a pad and get back to your feet.')],
      ),
    ],
  },
  center: {
    position: 'center',
    title: 'Center Skills Guide',
    summary: 'Centers make the midfield tackles, run hard lines and distribute to the outside backs.',
    primarySkills: [
      skill(
        'Midfield defensive reads',
        'Holding the line and making the right call.',
        [
          'Read the attack: rush the pass or hold and drift.',
          'Stay on the inside shoulder of your opposite number.',
          'Communicate constantly with your wing and fly-half.',
        ],
        [
          drill('Rush or drift', 10, 'An attack of three versus two defenders; the coach varies the attack and the centres decide how to defend.'),
          drill('One-on-one channel', 8, 'Tackle a runner inside a 5 m wide channel; keep the ball carrier on the outside.'),
        ],
      ),
      skill(
        'Distribution',
        'Passing under pressure to put the outside backs away.',
        ['Hands ready to receive, pass before contact.', 'Fix the defender before passing.', 'Use switch plays and loops to create overlaps.'],
        [drill('Switch and loop', 10, 'Practise switches and loops in pairs, then against a defender; ten reps each.')],
      ),
      skill(
        'Running lines and carrying',
        'Breaking the gain line.',
        ['Hit the line at pace, off a late angle.', 'Ball in two hands to hold the defence.', 'Win the collision and look for an offload.'],
        [drill('Hard lines', 10, 'Take a flat pass at pace and carry into a shield between two defenders; eight reps.')],
      ),
    ],
    secondarySkills: [
      skill(
        'Offloading in contact',
        'Keeping the ball alive.',
        ['Keep the arms free in contact.', 'Offload only to a support runner who is calling.'],
        [drill('Contact offloads', 8, 'Carry into a shield, turn, and offload to the support runner; ten each side.')],
      ),
      skill(
        'First to the breakdown',
        'Securing ball in midfield.',
        ['Arrive on your feet and clear over the ball.', 'Support the tackled player quickly.'],
        [drill('Support and secure', 8, 'A partner goes to ground with the ball; arrive and secure the ruck against a shield.')],
      ),
    ],
  },
  wing: {
    position: 'wing',
    title: 'Wing Skills Guide',
    summary: 'Wings finish chances, contest kicks in the air and defend the edges.',
    primarySkills: [
      skill(
        'Finishing',
        'Turning chances into tries.',
        [
          'Hold the touchline with speed and commit the last defender.',
          'Step or fend late, then accelerate away.',
          'Ground the ball with control: both hands, or chest over the ball.',
        ],
        [
          drill('Corner finishing', 10, 'Receive wide and beat a cover defender to the corner; ten reps each side.'),
          drill('Dive and ground', 6, 'Dive to ground the ball over the line with a partner tapping the ball; five reps each technique.'),
        ],
      ),
      skill(
        'The high ball',
        'Winning kicks in the air.',
        [
          'Call early and move to the ball.',
          'Jump off one leg with the knee up for protection.',
          'Catch at the highest point and secure the ball into the chest.',
        ],
        [drill('Contested catches', 12, 'A partner kicks high while a chaser competes for the ball; ten catches.')],
      ),
      skill(
        'Speed',
        'Acceleration and top speed.',
        ['Explosive first steps with a strong forward lean.', 'Drive the knees and arms at top speed.'],
        [drill('Flying sprints', 10, 'Four 20 m build-ups into 20 m at full speed, with a full walk-back recovery.')],
      ),
    ],
    secondarySkills: [
      skill(
        'Edge defence',
        'Stopping the overlap.',
        ['Read the attack and decide when to close the space.', 'Tackle low and keep the ball carrier on the touchline.'],
        [drill('Two-on-one defence', 8, 'Defend two attackers alone in a channel; buy time and force the pass late.')],
      ),
      skill(
        'Kick chase',
        'Pressuring the opposition catcher.',
        ['Start onside behind the kicker.', 'Chase hard and compete for the ball or make the tackle.'],
        [drill('Kick-chase repeats', 8, 'Chase a kick 30-40 m and compete with the catcher; six reps.')],
      ),
    ],
  },
  fullback: {
    position: 'fullback',
    title: 'Fullback Skills Guide',
    summary: 'The fullback is the last line of defence, the back-field catcher and a counter-attacking threat.',
    primarySkills: [
      skill(
        'The high ball',
        'Taking high kicks under pressure.',
        ['Call early and get under the ball.', 'Jump with the knee up, catch at the highest point.', 'Secure the ball, land and turn towards your team.'],
        [
          drill('Bombs under pressure', 12, 'Catch high kicks with a chaser competing; ten catches.'),
          drill('Mark calling', 6, "Catch kicks inside your 22 and call 'mark'; ten reps."),
        ],
      ),
      skill(
        'Back-field positioning',
        'Covering space in defence.',
        ["Read the kicker's body language and position before the kick.", 'Communicate with the wings so the back three cover the field.'],
        [drill('Back-three coverage', 10, 'A kicker kicks to different zones; the back three move and cover as a unit.')],
      ),
      skill(
        'Counter-attack',
        'Turning a kick into an attack.',
        ['Decide quickly: run, pass or kick back.', 'Attack space, not defenders.', 'Link with your wings and supporting forwards.'],
        [drill('Counter from kicks', 12, 'Receive kicks and counter against a chasing defence; ten reps.')],
      ),
    ],
    secondarySkills: [
      skill(
        'Long kicking',
        'Gaining territory.',
        ['Kick long with spin for distance.', 'Find touch, or kick to the space the opposition left.'],
        [drill('Long-kick targets', 10, 'Ten long kicks to target zones; practise with both feet.')],
      ),
      skill(
        'Last-line tackling',
        'Stopping line breaks.',
        ['Approach at an angle to cut down space.', 'Tackle low and drive the ball carrier into touch if you can.'],
        [drill('Last-man tackles', 8, 'A runner breaks through and you make the tackle one-on-one; eight reps.')],
      ),
    ],
  },
};

export const skillsGuideFor = (position: Position): SkillsGuide => SKILLS_GUIDES[position];

/** The activity recorded when a player presses 'Complete Skills Session' in their guide: one drill per primary skill. */
export function skillsSessionActivity(position: Position) {
  const guide = SKILLS_GUIDES[position];
  const drills = guide.primarySkills.map((s) => s.drills[0]!);
  return {
    id: skillsSessionId(position),
    name: `${POSITION_LABELS[position]} Skills Session`,
    description: `Skills Guide session: ${drills.map((d) => d.name).join(', ')}.`,
    duration: drills.reduce((s, d) => s + d.duration, 0),
    category: 'skills' as const,
  };
}

const SESSION_PREFIX = 'skills-guide-';
export const skillsSessionId = (position: Position) => `${SESSION_PREFIX}${position}`;
export const positionOfSkillsSession = (id: string): Position | null => {
  if (!id.startsWith(SESSION_PREFIX)) return null;
  const p = id.slice(SESSION_PREFIX.length);
  return Object.hasOwn(SKILLS_GUIDES, p) ? (p as Position) : null;
};

/**
 * 'Complete Skills Session': the completed skills activity record for a training log entry of the given date
 * ({name, category 'skills', duration} plus the activity id the log stores).
 */
export const completeSkillsSession = (position: Position, date: string) => ({ date, completed: true as const, activity: skillsSessionActivity(position) });
