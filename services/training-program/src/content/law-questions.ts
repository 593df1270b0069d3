import { LAWS } from './laws.ts';

/** The ids of a question's options, in the order they are shown. */
export const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;
export type OptionId = (typeof OPTION_IDS)[number];

/**
 * One 'what happens next?' check per law of the library: a short match situation in plain player words, 2-4 options
 * and exactly one correct answer, with a one-line explanation shown after answering. Written against World Rugby's
 * Laws of the Game; nothing here depends on what competitions decide for themselves (community tackle height,
 * replacements, age-grade variations).
 */
export interface LawQuestion {
  prompt: string;
  options: readonly { id: OptionId; text: string }[];
  answer: OptionId;
  explanation: string;
}

/** What a player sees before answering (the answer and its explanation stay on the server). */
export interface PublicLawQuestion {
  prompt: string;
  options: { id: OptionId; text: string }[];
}

const question = (prompt: string, options: readonly string[], correct: number, explanation: string): LawQuestion => ({
  prompt,
  options: options.map((text, i) => ({ id: OPTION_IDS[i]!, text })),
  answer: OPTION_IDS[correct]!,
  explanation,
});

const QUESTIONS: Readonly<Record<string, LawQuestion>> = {
  'ground-field-and-lines': question(
    'You stretch out and press the ball down on the goal line itself. What happens?',
    ['No try: the goal line is not part of in-goal', 'Try: the goal line is part of in-goal', 'A 5-metre scrum to your team'],
    1,
    'The goal line belongs to in-goal, so grounding the ball on it scores a try.',
  ),
  'ball-match-ball': question(
    'Your kicker wants to use a kicking tee for a penalty goal. Can they?',
    ['No: the ball must sit on the grass', 'Only for conversions, not penalty goals', 'Yes: sand or an approved kicking tee is allowed'],
    2,
    'A place kicker may use the ground, sand, sawdust or an approved kicking tee, and nothing else to help the kick.',
  ),
  'team-players-and-replacements': question(
    'The referee counts your players during a stoppage. What is the most your team may have on the field at once?',
    ['15', '16', '13'],
    0,
    'Rugby union is 15 a side: a team can be short after a card, but never have more than 15 on.',
  ),
  'team-blood-and-concussion': question(
    'A teammate takes a knock to the head and looks dazed, but says they feel fine. What should happen?',
    ['Let them play on, since they feel fine', 'Take them off: a suspected concussion means removal from play', 'Five minutes on the sideline, then back on'],
    1,
    'Recognise and remove: a suspected concussion means off, and in community rugby no return that day.',
  ),
  'clothing-safe-kit': question(
    'You run on wearing a ring and a wristwatch. What happens?',
    ['You must take them off before you can play', "You play on: it's your own risk", 'You get a yellow card'],
    0,
    'Jewellery and anything hard or sharp is not allowed: the referee keeps you off until it is removed.',
  ),
  'time-match-length': question(
    'The clock passes 80 minutes while your team is attacking and the ball is still in play. When does the match end?',
    ['Straight away, on 80 minutes', 'When the ball next goes dead', 'After one more scrum'],
    1,
    'Time being up does not end the half: play goes on until the ball next goes dead.',
  ),
  'officials-referee-and-assistants': question(
    'You think the referee got a call wrong and you tell them so, loudly. What can happen?',
    ['Nothing: any player may question a decision', 'The referee must ask the TMO', 'The referee can penalise you for dissent'],
    2,
    'The referee is the sole judge of fact and law; dissent can be penalised, so let your captain do the talking.',
  ),
  'advantage-play-on': question(
    'The other team knocks on, the referee plays advantage to you, and your next pass goes to ground with no gain. What happens?',
    ['A scrum to your team for their knock-on', 'Advantage is over: play on', 'A scrum to them for your dropped pass'],
    0,
    'If no real advantage comes, play goes back to the original offence.',
  ),
  'scoring-points': question(
    'Your team scores a try and the conversion goes over. How many points is that?',
    ['5', '6', '7'],
    2,
    'A try is worth 5 points and the conversion 2 more: 7 in all.',
  ),
  'scoring-grounding-a-try': question(
    'You reach in-goal, but the ball slips forward out of your hands before you press it down. What happens?',
    ['Try: you were already in in-goal', 'No try: you lost it forward, a knock-on', 'Penalty try'],
    1,
    'Losing the ball forward before grounding it is a knock-on, not a try.',
  ),
  'scoring-conversion': question(
    'Your winger scores out wide, near the corner flag. Where can the conversion be taken from?',
    ['Anywhere on a line straight out from where the try was grounded', 'In front of the posts', 'From the 22, in line with the posts'],
    0,
    'The conversion is taken on a line through where the ball was grounded, parallel to the touchlines.',
  ),
  'scoring-penalty-try': question(
    'A defender deliberately slaps the ball down to stop your winger scoring a probable try. What happens?',
    ['A penalty kick to your team', 'A 5-metre scrum to your team', 'A penalty try worth 7 points, and a card for the defender'],
    2,
    'Foul play that prevents a probable try gives a penalty try (7 points, no conversion) and a card.',
  ),
  'scoring-drop-goal-limits': question(
    'Your fly-half taps a free-kick and drops a goal at once, before any opponent touches the ball. Does it count?',
    ['No: after a free-kick you cannot drop a goal until the ball is dead or an opponent has played it', 'Yes, 3 points', 'Yes, but only 2 points'],
    0,
    'The team taking a free-kick cannot drop a goal until the ball goes dead, or an opponent has touched it or tackled the carrier.',
  ),
  'foul-play-tackle-height': question(
    'Your tackle starts low, but your arm rides up and hits the ball carrier on the neck. Is that legal?',
    ['Yes: the tackle started low', 'Yes, as long as you wrapped with both arms', 'No: contact above the line of the shoulders is illegal, even if it rode up'],
    2,
    'A tackle above the line of the shoulders is illegal even when it started lower and rode up.',
  ),
  'foul-play-dangerous-tackles': question(
    'An opponent jumps to catch a high kick, and you tackle them while they are still in the air. What happens?',
    ['Penalty against you for dangerous play', 'Play on: a fair contest for the ball', 'A scrum to their team'],
    0,
    'You must never tackle or pull down a player who is in the air.',
  ),
  'foul-play-cards': question(
    'You are shown a yellow card. What happens?',
    ['You are off for the rest of the match', 'A replacement comes on for you', 'You go to the sin bin for 10 minutes and your team plays a player short'],
    2,
    'A yellow card is 10 minutes of playing time in the sin bin, with no one on in your place.',
  ),
  'foul-play-cynical-and-repeated': question(
    'Your team keeps giving away penalties near your own line, and the referee has already warned your captain. What can come next?',
    ['Nothing more: penalties only cost territory', 'A yellow card for one of your players', 'A free-kick instead of a penalty'],
    1,
    'After a warning, repeated offending can cost a player 10 minutes in the sin bin.',
  ),
  'foul-play-obstruction': question(
    'You run just ahead of your own ball carrier and block a defender who is trying to tackle them. What happens?',
    ['Play on: you did not touch the ball', 'Penalty to the other team for obstruction', 'A scrum to the other team'],
    1,
    'Blocking an opponent who is trying to reach the ball carrier is obstruction: a penalty.',
  ),
  'foul-play-breakdown-safety': question(
    'At a ruck, you clear out an opponent by charging in shoulder-first without using your arms. What happens?',
    ['Penalty against you', 'Legal, as long as you hit below the neck', 'A scrum to the other team'],
    0,
    'Clearing out without binding or grasping with your arms is foul play.',
  ),
  'offside-open-play': question(
    'In open play you are standing in front of your teammate who is carrying the ball. What should you do?',
    [
      'Carry on as normal: you are only offside at kicks',
      'Stay out of play and make an effort to get back onside',
      'Join in, as long as you do not touch the ball',
    ],
    1,
    'Being offside is not an offence in itself, but you must not play, obstruct or loiter: work your way back onside.',
  ),
  'offside-ten-metre-law': question(
    'Your teammate kicks ahead. You were in front of them, and you are 5 metres from the opponent waiting to catch it. What must you do?',
    ['Stand still: it is fine if you do not move forward', 'Chase the catcher to put pressure on', 'Move back out of the 10 metres straight away'],
    2,
    'Within 10 metres of the catcher you must retreat at once and keep clear until you are onside, or it is a penalty.',
  ),
  'offside-getting-onside': question(
    'You are in front of your teammate when they kick, well away from where the ball will land. Which of these puts you back onside?',
    ['An opponent catches it and runs 5 metres', 'Your kicker runs past you', 'You stand still and wait'],
    1,
    'The kicker or an onside teammate running past puts you onside; since 2024 an opponent running 5 metres or passing does not.',
  ),
  'knock-on': question(
    "You charge down an opponent's kick and the ball bounces forward off your hands. What happens?",
    ['A scrum to them for a knock-on', 'Play on: a charge-down is not a knock-on', 'A penalty to them'],
    1,
    "Charging down an opponent's kick is not a knock-on, even if the ball goes forward.",
  ),
  'throw-forward': question(
    'Your pass goes forward out of your hands to a teammate, and there is no advantage. What happens?',
    ['A penalty to the other team', 'A lineout to the other team', 'A scrum to the other team'],
    2,
    'A forward pass gives the other team a scrum.',
  ),
  'knock-on-deliberate': question(
    'A defender with no real chance of catching it slaps a pass forward to stop your attack. What happens?',
    ['A penalty to your team, often with a yellow card', 'A scrum to your team', 'Play on'],
    0,
    'A deliberate knock-on is a penalty, and often a yellow card; only a genuine attempt to catch it is just a scrum.',
  ),
  'restart-kick-off': question(
    "Your team kicks off, the ball doesn't reach the other team's 10-metre line and nobody plays it. What happens?",
    ['Play on', 'A penalty to the receiving team', 'The receiving team gets a choice that includes a scrum at halfway'],
    2,
    "A kick-off must reach the receivers' 10-metre line; if it doesn't, they are offered options including a scrum at the centre.",
  ),
  'restart-22-drop-out': question(
    "Your team's kick at goal misses and the ball goes dead over the dead-ball line. How does play restart?",
    ['A scrum on their 22', 'A 22-metre drop-out by the other team', 'A lineout to the other team'],
    1,
    'A missed kick at goal that goes dead is restarted by the defending team with a 22-metre drop-out.',
  ),
  'ball-on-the-ground': question(
    'You dive on a loose ball and nobody has tackled you. What must you do?',
    ['Stay on it until your teammates arrive', "Wait for the referee to call 'ruck'", 'Get up with it, pass it or let it go straight away'],
    2,
    'A player on the ground with the ball must get up, pass or release it at once, not lie on it.',
  ),
  'tackle-what-counts': question(
    'A defender holds you, you stay on your feet, and a teammate binds onto you. What is it?',
    ['A tackle: you must release the ball', 'Not a tackle: a maul has formed and play goes on', 'A scrum to the defenders'],
    1,
    'A held ball carrier who stays on their feet is not tackled; with a teammate bound on, it is a maul.',
  ),
  'tackle-the-tackler': question(
    'You tackle a ball carrier to the ground. What must you do next?',
    ['Release them and the ball, then get up or roll away', 'Keep holding them until your support arrives', 'Go for the ball from where you are lying'],
    0,
    'The tackler must release at once and get up or roll away, and may then compete only from their own side.',
  ),
  'tackle-the-tackled-player': question(
    'You are tackled just short of the try line, with your momentum gone. Can you reach out and ground the ball over the line?',
    ['No, never: a tackled player must release the ball', 'Yes, if you do it straight away', 'Yes, even after a few seconds'],
    1,
    'Close to the goal line, a tackled player may reach out and ground the ball to score, if they do it immediately.',
  ),
  'tackle-arriving-players': question(
    'You arrive at a tackle from the side, not from behind the tackled player or the tackler. What happens?',
    ['Penalty to the other team', 'Play on, as long as you stay on your feet', 'A scrum to the other team'],
    0,
    'Players arriving at a tackle must come through the gate, from their own side: coming in from the side is a penalty.',
  ),
  'tackle-assist-on-feet': question(
    'You help a teammate make a tackle and stay on your feet. Before you contest the ball, what must you do?',
    [
      'Nothing: only the tackler on the ground must let go',
      'Keep hold and reach in from the side',
      'Let go of the ball carrier and the ball, then compete from your own side',
    ],
    2,
    'A tackle assist on their feet must clearly release the ball carrier and the ball, then play only from their own side.',
  ),
  'ruck-what-it-is': question(
    'A ruck has formed, and a player who arrives afterwards reaches in and picks the ball up with their hands. What happens?',
    ['Play on', 'Penalty against that player', 'A scrum'],
    1,
    'Once a ruck has formed, only a jackler who already had hands on the ball may keep handling it: anyone else is penalised.',
  ),
  'ruck-joining': question(
    "You join a ruck from the side, in front of your last teammate's feet. What happens?",
    ['Penalty to the other team', 'Fine, as long as you bind on', 'A scrum to the other team'],
    0,
    'You must join from behind the hindmost foot of your teammates: joining from the side is a penalty.',
  ),
  'ruck-offside-line': question(
    "You are not in the ruck, you are in front of your team's hindmost foot, and you tackle their scrum-half. What happens?",
    ['Play on: a good tackle', 'A scrum to the other team', 'Penalty to the other team: you were offside'],
    2,
    "Players not in a ruck must be behind their team's hindmost foot; taking part from in front of it is offside.",
  ),
  'ruck-use-it': question(
    "The ball is won at the back of your ruck and the referee calls 'use it'. Your scrum-half waits. What happens after five seconds?",
    ['A penalty to the other team', 'A scrum to the other team', 'Play on'],
    1,
    "After 'use it' the ball must be played within five seconds, or the other team gets a scrum.",
  ),
  'maul-what-it-is': question(
    'Your forwards bind around the ball carrier, but no defender touches them. Is it a maul?',
    ['Yes: three players are bound together', 'No: a maul needs at least one opponent holding the ball carrier'],
    1,
    'A maul needs the ball carrier held by at least one opponent, with at least one teammate bound on.',
  ),
  'maul-joining-and-defending': question(
    'Your team is defending a maul, and a teammate pulls it down on purpose. What happens?',
    ['Penalty to the attacking team', 'A scrum', 'Play on: defenders may collapse a maul'],
    0,
    'Defenders may try to stop a maul, but deliberately collapsing it is a penalty.',
  ),
  'maul-stopping-and-ending': question(
    "Your team formed a maul after winning a lineout. It stops, the referee calls 'use it', and the ball doesn't come out in five seconds. Who gets the scrum?",
    ['Your team, because you had the ball', 'The other team, who did not have the ball when the maul began'],
    1,
    'A maul that ends without the ball coming out gives the scrum to the team that did not have the ball at the start.',
  ),
  'maul-lineout-drive': question(
    'Your team has caught a lineout and is setting up a driving maul. What may the defenders do?',
    ['Pull it down, as long as they go in low', 'Join it from the side to get at the ball', 'Engage to stop it, or choose not to engage at all'],
    2,
    'Defenders may engage the maul or choose not to; pulling it down or joining from the side is illegal.',
  ),
  'mark-calling': question(
    "Standing inside your own 22, you catch an opponent's kick in open play on the full and call 'mark'. What happens?",
    ['A free-kick to your team at the mark', 'A scrum to your team', 'A lineout to your team'],
    0,
    'A clean catch and call inside your 22 is a mark: a free-kick at that place, normally taken by the catcher.',
  ),
  'touch-when-is-it-out': question(
    'You jump from inside the field, catch the ball in the air and land with one foot on the touchline. What happens?',
    ['Play on: you caught it in the air', 'It is out: the other team throws in', 'It is out: your team throws in'],
    1,
    'The touchline is out of play: land on it holding the ball and it is in touch, and the other team throws in.',
  ),
  'touch-kicking-out': question(
    'In open play, from outside your own 22, you kick the ball straight into touch without it bouncing. Where is the lineout?',
    ['Where the ball crossed the touchline', 'On your own 22', 'Level with where you kicked it'],
    2,
    'From outside your 22, kicking out on the full brings the ball back: the lineout is level with where you kicked.',
  ),
  'touch-50-22': question(
    "In open play you kick from inside your own half; the ball bounces in the field and goes out inside the other team's 22. Who throws in?",
    ['Your team', 'The other team'],
    0,
    "That is a 50:22: your team throws in to the lineout (as long as the ball wasn't taken back into your half first).",
  ),
  'lineout-forming': question(
    'At a lineout, where must the backs who are not in it stand until it ends?',
    ['2 metres back from the line of touch', '5 metres back from the line of touch', '10 metres back from the line of touch'],
    2,
    'Apart from the receivers, players not in the lineout stay 10 metres back until it ends.',
  ),
  'lineout-the-throw': question(
    "The other team lifts a jumper to contest your lineout, and your hooker's throw is not straight. What happens?",
    ['Your team throws again', 'The other team chooses: their own lineout throw or a scrum', 'A penalty to the other team'],
    1,
    'A crooked throw gives the other team the choice of their own throw-in or a scrum 15 metres in.',
  ),
  'lineout-quick-throw': question(
    'The ball goes into touch and you grab the same ball for a quick throw before the lineout forms. Where can you throw from?',
    ['Only at the exact spot where it went out', 'Anywhere along the touchline', 'Anywhere between where it went out and your own goal line'],
    2,
    'A quick throw can be taken anywhere from where the ball went out back towards your own goal line.',
  ),
  'lineout-lifting-and-contesting': question(
    'An opposing jumper is in the air at a lineout, and you push them to stop the catch. What happens?',
    ['Penalty against you', 'A free-kick against you', 'Play on: a fair contest'],
    0,
    'Pushing or taking out a jumper in the air is dangerous play: a penalty.',
  ),
  'lineout-when-it-ends': question(
    'The lineout throw sails over everyone and beyond the 15-metre line. What does that mean for the backs waiting 10 metres back?',
    ['They stay back until someone catches it', 'The lineout is over, so they can move up', 'It is a free-kick, so they stay back'],
    1,
    'A throw beyond the 15-metre line ends the lineout, so the backs may come forward.',
  ),
  'scrum-when-and-where': question(
    'The other team knocks on 2 metres from the touchline. Where is the scrum set?',
    ['Exactly where the knock-on happened', 'At least 5 metres in from the touchline', 'On the halfway line'],
    1,
    'Scrums are set at the mark but at least 5 metres from the touchline and the goal line.',
  ),
  'scrum-crouch-bind-set': question(
    "At a scrum, the referee has just called 'crouch'. What is the next call?",
    ["'Set'", "'Bind'", "'Engage'"],
    1,
    "The calls are 'crouch', 'bind', then 'set'.",
  ),
  'scrum-the-feed': question(
    'Your scrum-half feeds the ball straight and it lands in the tunnel. Who may strike for it?',
    ['Only your hooker', 'Nobody until the referee says so', 'Any front-row player, and your hooker must strike'],
    2,
    "Once the ball touches the ground any front-row player may strike for it, and the feeding team's hooker must.",
  ),
  'scrum-safety-offences': question(
    'A prop deliberately pulls the opposing prop down and the scrum collapses. What happens?',
    ['Penalty to the other team', 'Reset with the same feed', 'A free-kick to the other team'],
    0,
    'Collapsing a scrum or pulling an opponent down is dangerous and a penalty.',
  ),
  'scrum-offside': question(
    'You are the fly-half while your team has a scrum. Where must you stay until it ends?',
    ['Level with the ball', "At least 5 metres behind your scrum's hindmost foot", '10 metres behind the scrum'],
    1,
    "Players not in the scrum (other than the scrum-halves) stay 5 metres behind their scrum's hindmost foot.",
  ),
  'penalty-options': question(
    'Your team is awarded a penalty and kicks it into touch. What happens next?',
    ['A lineout where the ball went out, and your team throws in', 'A lineout level with the kick, and they throw in', 'A scrum to your team'],
    0,
    'A penalty kicked to touch gives your team the throw-in at the lineout where the ball went out.',
  ),
  'penalty-free-kick': question(
    'Your team gets a free-kick right in front of the posts. Can you kick at goal?',
    ['Yes, for 3 points', 'Yes, for 2 points', 'No: you cannot kick at goal from a free-kick'],
    2,
    'From a free-kick you can tap and run or kick for territory, but you cannot kick at goal or choose a scrum.',
  ),
  'penalty-retreating-and-quick-taps': question(
    'Your team gives away a penalty and a teammate throws the ball away to stop a quick tap. What can the referee do?',
    ['Nothing: the kick can still be taken', 'Move the penalty 10 metres further forward', 'Turn the penalty over to your team'],
    1,
    'Delaying the kick or throwing the ball away can cost a further penalty, usually 10 metres further forward.',
  ),
  'in-goal-defending': question(
    'You catch the ball in your own half, run back into your in-goal and ground it. What happens?',
    ['A 22-metre drop-out to your team', 'A goal-line drop-out to your team', 'A 5-metre scrum to the other team'],
    2,
    'If defenders take the ball back into their own in-goal and make it dead, the attackers get a 5-metre scrum.',
  ),
  'in-goal-held-up': question(
    'You carry the ball over the line, but a defender gets under it and you cannot ground it. What happens?',
    ['A 5-metre scrum to your team', 'A goal-line drop-out to the defending team', 'A try'],
    1,
    'Held up in in-goal: no try, and the defenders restart with a goal-line drop-out.',
  ),
};

/** The check for a law of the library (every law has one; null for an unknown id). */
export const lawQuestionOf = (lawId: string): LawQuestion | null => QUESTIONS[lawId] ?? null;

/** The question as the player sees it before answering. */
export const publicQuestion = ({ prompt, options }: LawQuestion): PublicLawQuestion => ({ prompt, options: options.map((o) => ({ ...o })) });

/** Laws of the library without a question (none: a test keeps it so). */
export const lawsWithoutQuestion = () => LAWS.filter((l) => !QUESTIONS[l.id]).map((l) => l.id);
