import type { LAW_CATEGORIES, LAW_DIFFICULTIES } from '@rugby/contracts';

export type LawCategory = (typeof LAW_CATEGORIES)[number];
export type LawDifficulty = (typeof LAW_DIFFICULTIES)[number];

/** Finer themes than the category, used to match a player's position (e.g. backs care about offside and restarts). */
export const LAW_TOPICS = ['offside', 'restarts', 'kicking', 'discipline', 'handling', 'in-goal'] as const;
export type LawTopic = (typeof LAW_TOPICS)[number];
/** What a position cares about: a category or a topic. */
export type LawInterest = LawCategory | LawTopic;

/** World Rugby's Laws of the Game, by number (the 2018 renumbering, still current). */
export const WORLD_RUGBY_LAWS: Readonly<Record<number, string>> = {
  1: 'The ground',
  2: 'The ball',
  3: 'Team',
  4: "Players' clothing",
  5: 'Time',
  6: 'Match officials',
  7: 'Advantage',
  8: 'Scoring',
  9: 'Foul play',
  10: 'Offside and onside in open play',
  11: 'Knock-on or throw forward',
  12: 'Kick-off and restart kicks',
  13: 'Ball on the ground – no tackle',
  14: 'Tackle',
  15: 'Ruck',
  16: 'Maul',
  17: 'Mark',
  18: 'Touch, quick throw and lineout',
  19: 'Scrum',
  20: 'Penalty and free-kicks',
  21: 'In-goal',
};

export interface LawEntry {
  /** Stable slug: stored in viewed-law records and daily assignments. */
  id: string;
  lawNumber: number;
  title: string;
  category: LawCategory;
  difficulty: LawDifficulty;
  /** Themes beyond the category it also matters for (a tackle-height law matters to tacklers). */
  topics: readonly LawInterest[];
  /** A short explanation for players, in the project's own words (not the law book's text). */
  content: string;
}

const law = (
  id: string,
  lawNumber: number,
  category: LawCategory,
  difficulty: LawDifficulty,
  topics: readonly LawInterest[],
  title: string,
  content: string,
): LawEntry => ({ id, lawNumber, title, category, difficulty, topics, content });

/**
 * The laws library: learnable entries covering all 21 laws, written for players. Where the Laws leave details to
 * competitions (tackle height in community rugby, replacements), the entries say so rather than guess.
 */
export const LAWS: readonly LawEntry[] = [
  // Law 1 The ground
  law(
    'ground-field-and-lines',
    1,
    'fundamental',
    'beginner',
    [],
    'The field and its lines',
    'The field of play is at most 100 metres long between the goal lines and 70 metres wide, with an in-goal area behind each goal line. Solid lines mark halfway and the two 22s; dashed lines mark 10 metres either side of halfway, and 5 and 15 metres in from each touchline. The touchlines are out of play, but the goal line is part of in-goal, so grounding the ball on it scores a try.',
  ),

  // Law 2 The ball
  law(
    'ball-match-ball',
    2,
    'fundamental',
    'beginner',
    ['kicking'],
    'The match ball',
    'Rugby is played with an oval, four-panel ball: a size 5 for adults, with smaller sizes allowed for younger players. A place kicker may set the ball on the ground, sand, sawdust or an approved kicking tee, but nothing else may be used to help the kick. Spare balls may be used, but a team must not swap balls to gain an unfair advantage.',
  ),

  // Law 3 Team
  law(
    'team-players-and-replacements',
    3,
    'fundamental',
    'beginner',
    [],
    'Fifteen players and their replacements',
    'Each team may have up to 15 players on the field, and competition rules set how many replacements may be named and used. A player who has been tactically replaced normally cannot come back on. The exceptions are to cover for a bleeding player or one having a head injury assessment, to replace an injured front-row player, or to replace a player injured by foul play.',
  ),
  law(
    'team-blood-and-concussion',
    3,
    'safety',
    'beginner',
    [],
    'Blood injuries and suspected concussion',
    'A player who is bleeding must leave the field until the bleeding is controlled and the wound covered, and can be temporarily replaced meanwhile. Anyone with a suspected concussion must be removed from play; in community rugby they do not return that day and follow a graduated return-to-play programme. Recognise and remove: if in doubt, sit them out.',
  ),

  // Law 4 Players' clothing
  law(
    'clothing-safe-kit',
    4,
    'safety',
    'beginner',
    [],
    'What you can and cannot wear',
    "You may wear a mouthguard (strongly advised, and compulsory in many unions), a soft headguard, shin guards under your socks, fingerless mitts and padding or support that meets World Rugby's standards. Jewellery and anything hard, sharp or dangerous is not allowed, and studs must be undamaged with no sharp edges. The referee can stop a player taking the field until a dangerous item is removed.",
  ),

  // Law 5 Time
  law(
    'time-match-length',
    5,
    'fundamental',
    'beginner',
    [],
    'Match length and the final whistle',
    'A senior match is 80 minutes: two 40-minute halves with a half-time break of no more than 15 minutes, after which the teams change ends. The referee keeps time and can stop the clock for injuries. When time is up the half does not end until the ball next goes dead, and a penalty, free-kick, scrum or lineout that has already been awarded is still played.',
  ),

  // Law 6 Match officials
  law(
    'officials-referee-and-assistants',
    6,
    'fundamental',
    'beginner',
    ['discipline'],
    'The referee and assistant referees',
    'The referee is the sole judge of fact and law in a match. Two touch judges or assistant referees signal when the ball or ball carrier goes into touch and judge kicks at goal; assistant referees can also report foul play, and at higher levels a television match official (TMO) can review tries and foul play. Accept decisions and let your captain do the talking: dissent can be penalised.',
  ),

  // Law 7 Advantage
  law(
    'advantage-play-on',
    7,
    'fundamental',
    'beginner',
    [],
    'Playing advantage',
    'When one team infringes, the referee may let play continue if the other team can gain from it, holding out an arm towards the team with the advantage. Advantage can be territorial (ground gained) or tactical (freedom to play the ball as you choose), and the referee decides when it is over. If no real advantage comes, play goes back to the original offence, so always play to the whistle.',
  ),

  // Law 8 Scoring
  law(
    'scoring-points',
    8,
    'scoring',
    'beginner',
    [],
    'Points in rugby union',
    'A try is worth 5 points and the conversion kick after it 2 more. A penalty goal is worth 3 points, and so is a drop goal, kicked in open play as the dropped ball rebounds off the ground. A penalty try is worth 7 points and no conversion is taken.',
  ),
  law(
    'scoring-grounding-a-try',
    8,
    'scoring',
    'beginner',
    ['in-goal'],
    'Grounding the ball for a try',
    "A try is scored when an attacking player is first to ground the ball in the opponents' in-goal, which includes the goal line. Grounding means touching the ground with the ball while holding it, or pressing down on the ball with a hand, arm or the front of the body between waist and neck. Losing the ball forward before grounding it is a knock-on, not a try.",
  ),
  law(
    'scoring-conversion',
    8,
    'scoring',
    'intermediate',
    ['kicking'],
    'Taking a conversion',
    'The conversion is taken from anywhere on a line through the place where the try was grounded, parallel to the touchlines, as a place kick or a drop kick. The kicker must take it within the time the Laws allow, and teammates other than a placer stay behind the ball. Defenders wait on or behind their goal line and may charge once the kicker starts the approach.',
  ),
  law(
    'scoring-penalty-try',
    8,
    'scoring',
    'advanced',
    ['discipline'],
    'Penalty tries',
    'If foul play by the defending team prevents a probable try, the referee awards a penalty try between the posts. It is worth 7 points and no conversion is attempted. The player who committed the offence is also shown a yellow or red card.',
  ),
  law(
    'scoring-drop-goal-limits',
    8,
    'scoring',
    'intermediate',
    ['kicking', 'restarts'],
    'When a drop goal can be scored',
    'A drop goal counts when the kick passes over the crossbar between the posts. You cannot score one directly from a kick-off or a drop-out. After a free-kick, the team that took it cannot drop a goal until the ball next goes dead, or an opponent has played or touched it or tackled the ball carrier.',
  ),

  // Law 9 Foul play
  law(
    'foul-play-tackle-height',
    9,
    'safety',
    'beginner',
    ['tackle'],
    'Tackle height and head contact',
    "Tackling or attempting to tackle above the line of the shoulders is illegal, even if the tackle starts lower and rides up, and head contact is sanctioned up to a red card. Many unions set a lower legal height in community rugby, such as below the sternum or the waist, so know your competition's rule. Aim low, put your head to the side of the ball carrier and wrap with both arms.",
  ),
  law(
    'foul-play-dangerous-tackles',
    9,
    'safety',
    'intermediate',
    ['tackle'],
    'Dangerous tackles',
    'You must not tackle an opponent early, late, or without trying to wrap with your arms; a shoulder charge is foul play. Lifting a player and dropping or driving them so that their head or upper body hits the ground is one of the most dangerous offences in the game. You must not tackle or pull down a player who is in the air, and you must not trip anyone with your foot.',
  ),
  law(
    'foul-play-cards',
    9,
    'fundamental',
    'beginner',
    ['discipline'],
    'Penalties, yellow cards and red cards',
    'Most foul play gives the other team a penalty. A yellow card sends the player to the sin bin for 10 minutes of playing time, so the team plays a player short; a red card sends the player off for the rest of the match. Some elite competitions let a replacement come on after 20 minutes for a less serious red card, but the sent-off player never returns.',
  ),
  law(
    'foul-play-cynical-and-repeated',
    9,
    'fundamental',
    'intermediate',
    ['discipline'],
    'Cynical and repeated offences',
    'Deliberate infringements, time-wasting and repeatedly conceding penalties are all foul play, and a team that keeps offending can be warned and then have a player sin-binned. Killing the ball near your own line, for example by slapping down a pass or lying on the ball, usually earns a yellow card, and a penalty try if it stops a probable try. Every penalty hands the opposition territory or points.',
  ),
  law(
    'foul-play-obstruction',
    9,
    'fundamental',
    'intermediate',
    ['offside'],
    'Obstruction',
    "You must not block an opponent who is trying to reach the ball carrier, for example by running in front of your own ball carrier or standing in a chaser's path after a kick. When you and an opponent are both running for the ball, the only contact allowed is shoulder to shoulder. Decoy runners must run lines that do not impede defenders.",
  ),
  law(
    'foul-play-breakdown-safety',
    9,
    'safety',
    'advanced',
    ['ruck', 'tackle'],
    'Safe clear-outs at the breakdown',
    "When clearing out a ruck or contesting a tackle, you must not make contact with an opponent's head or neck, or charge in without binding or grasping with your arms. Rolling, twisting or pulling a player who is on their feet over the ball sideways to the ground (the crocodile roll) has been banned since 2024, because the clearer's weight lands on their legs. Stamping, kicking or trampling a player on the ground is always foul play.",
  ),

  // Law 10 Offside and onside in open play
  law(
    'offside-open-play',
    10,
    'fundamental',
    'beginner',
    ['offside'],
    'Offside in open play',
    "In open play you are offside when you are in front of a teammate who is carrying the ball or who last played it. Being offside is not an offence by itself, but you must not play the ball, tackle, get in an opponent's way, move towards the ball or loiter: make an effort to get back onside. If you interfere from an offside position, the opposition is awarded a penalty.",
  ),
  law(
    'offside-ten-metre-law',
    10,
    'fundamental',
    'intermediate',
    ['offside', 'kicking'],
    'The 10-metre law at kicks',
    'When a teammate kicks ahead, every teammate in front of the kicker is offside. If you are within 10 metres of the opponent waiting for the ball, or of where it will land, you must immediately move back out of that 10-metre zone and keep clear of the catcher until you are put onside. Breaking this gives the catching team a penalty.',
  ),
  law(
    'offside-getting-onside',
    10,
    'fundamental',
    'advanced',
    ['offside', 'kicking'],
    'Getting back onside after a kick',
    'An offside player in front of a kicker gets back onside by retreating behind the kicker, or when the kicker or an onside teammate runs past them; an opponent kicking the ball, or deliberately touching it without catching it, also puts them onside. Since 2024, an opponent running 5 metres with the ball or passing it no longer does, so keep retreating rather than waiting in front of a kick. A player caught within 10 metres of where the ball lands must retreat out of that zone themselves: a teammate running past does not put them onside.',
  ),

  // Law 11 Knock-on or throw forward
  law(
    'knock-on',
    11,
    'fundamental',
    'beginner',
    ['handling'],
    'Knock-ons',
    "A knock-on is when a player loses the ball forward, or hits it forward with a hand or arm, and it touches the ground or another player before that player catches it. The opposition gets a scrum unless the referee plays advantage. Charging down an opponent's kick is not a knock-on, even if the ball goes forward.",
  ),
  law(
    'throw-forward',
    11,
    'fundamental',
    'intermediate',
    ['handling'],
    'Forward passes',
    "A pass must not be thrown forward, towards the opponents' dead-ball line; a forward pass gives the other team a scrum. Referees allow for the runner's momentum: a ball released backwards from the passer's hands can still drift forward over the ground without being a forward pass. Pass early and backwards from the hands, and the receiver should run onto the ball from depth.",
  ),
  law(
    'knock-on-deliberate',
    11,
    'fundamental',
    'advanced',
    ['handling', 'discipline'],
    'Deliberate knock-ons',
    'Deliberately knocking or throwing the ball forward, for example slapping down a pass to stop an attack, is a penalty and often a yellow card. A player who is genuinely trying to catch the ball, with a reasonable chance of doing so, is not penalised; the result is only a scrum. If a deliberate knock-on stops a probable try, the referee awards a penalty try.',
  ),

  // Law 12 Kick-off and restart kicks
  law(
    'restart-kick-off',
    12,
    'fundamental',
    'beginner',
    ['restarts', 'kicking'],
    'Kick-offs',
    "Each half starts with a drop kick from the centre of the halfway line, and after a score the team that conceded restarts the same way. The ball must reach the opponents' 10-metre line, the kicker's teammates must be behind the ball, and the receivers must stay on or behind their 10-metre line until it is kicked. If the kick falls short or goes straight into touch, the receiving team is offered options that include a scrum at the centre.",
  ),
  law(
    'restart-22-drop-out',
    12,
    'fundamental',
    'intermediate',
    ['restarts', 'kicking'],
    '22-metre drop-outs',
    "A 22-metre drop-out is a drop kick taken from anywhere on or behind the defending team's 22-metre line, and the ball must cross that line. It restarts play when, for example, an attacking kick at goal misses and the ball goes dead. When any other attacking kick runs through the in-goal and goes dead, the defenders choose between a 22-metre drop-out and a scrum where the kick was taken.",
  ),

  // Law 13 Ball on the ground – no tackle
  law(
    'ball-on-the-ground',
    13,
    'fundamental',
    'intermediate',
    ['handling'],
    'Ball on the ground with no tackle',
    'A player who goes to ground to gather the ball, or who is on the ground with it without having been tackled, must immediately get up with it, pass or play it (but not kick it), or release it. They must not lie on or around the ball to stop opponents playing it. Opponents who are on their feet may compete for the ball until a ruck forms.',
  ),

  // Law 14 Tackle
  law(
    'tackle-what-counts',
    14,
    'tackle',
    'beginner',
    [],
    'What counts as a tackle',
    'A tackle happens when the ball carrier is held by one or more opponents and brought to ground: at least one knee on the ground, sitting or lying on the ground, or on top of another player who is on the ground. If the ball carrier is held but stays on their feet, it is not a tackle; play goes on and a maul may form. A tackle can only happen in the field of play, not in in-goal.',
  ),
  law(
    'tackle-the-tackler',
    14,
    'tackle',
    'beginner',
    [],
    'What the tackler must do',
    'After a tackle the tackler must immediately release the ball carrier and the ball, then get up or roll away. Once back on their feet the tackler may compete for the ball, but only from their own side of the tackle. Holding on, or lying on or around the ball, is a penalty.',
  ),
  law(
    'tackle-the-tackled-player',
    14,
    'tackle',
    'beginner',
    ['in-goal'],
    'What the tackled player must do',
    'The tackled player must immediately make the ball available: pass or release it, or place it on the ground in any direction (pushing it along the ground must not go forward), then get up or move away from it. They must not hold on, or crawl or roll to gain ground after being brought down. Close to the goal line, a tackled player may reach out straight away and ground the ball to score.',
  ),
  law(
    'tackle-arriving-players',
    14,
    'tackle',
    'intermediate',
    ['ruck'],
    'Arriving at the tackle and the jackal',
    'Players arriving at a tackle must be on their feet and come in from their own side, from directly behind the tackled player or the tackler nearest their own goal line (often called the gate). Before a ruck forms, an arriving player on their feet may use their hands to win the ball, supporting their own weight: this is the jackal. Once a ruck forms nobody may start handling the ball, but a jackler who already had their hands on it may keep playing it while they stay on their feet; if they lose contact, they cannot go back in with their hands.',
  ),
  law(
    'tackle-assist-on-feet',
    14,
    'tackle',
    'advanced',
    [],
    'Tackle assists who stay on their feet',
    'A defender who helps hold the ball carrier but does not go to ground is not a tackler. They must clearly release the ball carrier and the ball, and may then compete only by coming through the gate, from directly behind the tackle on their own side, not by reaching in from the side. Referees watch this closely, and it is a common source of breakdown penalties.',
  ),

  // Law 15 Ruck
  law(
    'ruck-what-it-is',
    15,
    'ruck',
    'beginner',
    [],
    'What a ruck is',
    'A ruck forms when at least one player from each team, on their feet and in physical contact, close around the ball on the ground. Once it has formed, nobody may handle the ball in it except a player who already had their hands on it before it formed and stays on their feet; everyone else uses their feet to win it, without stamping or raking opponents. The ruck ends when the ball leaves it, or when the ball is on or over the goal line.',
  ),
  law(
    'ruck-joining',
    15,
    'ruck',
    'intermediate',
    [],
    'Joining a ruck legally',
    'Join from behind the hindmost foot of your teammates in the ruck, either alongside or behind the last of them. Bind onto a teammate or an opponent with your whole arm, before or as you make any other contact, and keep your head and shoulders no lower than your hips. Stay on your feet: going off your feet, collapsing the ruck or sealing the ball off is a penalty.',
  ),
  law(
    'ruck-offside-line',
    15,
    'ruck',
    'intermediate',
    ['offside'],
    'Offside at the ruck',
    "Each team's offside line at a ruck runs through the hindmost foot of its players in the ruck, parallel to the goal line. Players not in the ruck must be behind that line or retreat behind it straight away, and a player lying on the wrong side must roll away. The scrum-half may stand at the back of the ruck to play the ball.",
  ),
  law(
    'ruck-use-it',
    15,
    'ruck',
    'advanced',
    [],
    "'Use it' and unplayable rucks",
    "When the ball is clearly won and available at the back of a ruck, the referee calls 'use it' and the team must play it within five seconds or concede a scrum. If the ball becomes unplayable in the ruck, the referee awards a scrum, usually to the team that was going forward. Scrum-halves should decide early: the pressure comes as soon as the ball is available.",
  ),

  // Law 16 Maul
  law(
    'maul-what-it-is',
    16,
    'maul',
    'beginner',
    [],
    'What a maul is',
    'A maul forms when the ball carrier is held by at least one opponent and at least one teammate binds on, all on their feet, so at least three players are involved. It can only happen in the field of play and must move towards a goal line. If no defender engages, there is no maul; if the ball goes to ground, the maul is over and a ruck may form.',
  ),
  law(
    'maul-joining-and-defending',
    16,
    'maul',
    'intermediate',
    ['offside'],
    'Joining and defending a maul',
    'Players joining a maul must come from behind the hindmost foot of their team and genuinely bind on, not just lean on the side. Defenders may try to stop the maul or rip the ball, but must not deliberately collapse it or pull it down, and no one may drag an opponent out of it. Players not in the maul must stay behind the offside line at their hindmost foot or retreat behind it immediately.',
  ),
  law(
    'maul-stopping-and-ending',
    16,
    'maul',
    'advanced',
    [],
    'When a maul stops or fails',
    "A maul that stops moving towards a goal line may get going again within five seconds, but if it stays stopped or stops again the ball must come out: the referee calls 'use it' and the team has five seconds to play it. If it ends without the ball coming out, a scrum is usually awarded to the team that did not have the ball when the maul began. The exception is a maul formed straight from catching an opponent's kick in open play (not a kick-off or restart kick): then the catching team feeds the scrum.",
  ),
  law(
    'maul-lineout-drive',
    16,
    'maul',
    'intermediate',
    ['lineout', 'offside'],
    'The driving maul from a lineout',
    'After a lineout catch, forwards can bind around the catcher and move the ball to the back to drive as a maul. Defenders may engage to stop it, or choose not to engage without leaving the lineout: then there is no maul, the attackers must use the ball, and driving on with teammates in front of the ball carrier is obstruction. On both sides, players joining must bind properly and come in from behind the hindmost foot.',
  ),

  // Law 17 Mark
  law(
    'mark-calling',
    17,
    'fundamental',
    'intermediate',
    ['kicking'],
    'Calling a mark',
    "To make a mark, a player with at least one foot on or behind their own 22-metre line catches an opponent's kick on the full and calls 'mark' at the same moment. A mark cannot be made from a kick-off or a restart kick after a score. The catcher is awarded a free-kick at the place of the mark and takes it themselves, unless injured.",
  ),

  // Law 18 Touch, quick throw and lineout
  law(
    'touch-when-is-it-out',
    18,
    'lineout',
    'beginner',
    [],
    'When the ball is in touch',
    'The ball is in touch when it, or the player carrying it, touches the touchline or anything beyond it. A player who jumps from inside the field can knock the ball, or catch it and let it go, back into play before landing in touch, but if they are still holding it when they land in touch, it is out. The team that did not last touch the ball throws in at the lineout, except after a penalty kick to touch or a 50:22, when the kicking team throws in.',
  ),
  law(
    'touch-kicking-out',
    18,
    'fundamental',
    'intermediate',
    ['kicking'],
    'Kicking the ball into touch',
    "In open play, if you kick the ball directly into touch from inside your own 22, the lineout is where it crossed the touchline. From outside your 22, or if your own team took the ball back into the 22 before you kicked, the lineout is level with where you kicked it: 'out on the full'. If the kick bounces in the field of play first, the lineout is where the ball went out; a penalty kicked to touch always gains the ground.",
  ),
  law(
    'touch-50-22',
    18,
    'fundamental',
    'advanced',
    ['kicking'],
    'The 50:22 kick',
    "If you kick from inside your own half and the ball bounces in the field of play before going into touch inside the opponents' 22, your team throws in to the lineout. The ball must not have been passed or carried back into your own half by your team before the kick. It rewards accurate tactical kicking and makes defending back-three players cover the touchlines.",
  ),
  law(
    'lineout-forming',
    18,
    'lineout',
    'beginner',
    ['offside'],
    'Forming a lineout',
    'A lineout needs at least two players from each team, standing in single lines half a metre either side of the line of touch (a one-metre gap) and between the 5-metre and 15-metre lines. The throwing team sets the maximum number of players and the opposition may use fewer but not more. Each team may have a receiver, usually the scrum-half, at least two metres back from its line; everyone else must stay 10 metres back until the lineout ends.',
  ),
  law(
    'lineout-the-throw',
    18,
    'lineout',
    'intermediate',
    [],
    'The throw-in',
    "The thrower stands outside the field of play at the mark of touch and must throw the ball straight along the line of touch so that it travels at least five metres before touching the ground or a player. A throw that is not straight gives the opposition the choice of their own lineout throw or a scrum 15 metres in, although under World Rugby's global trial from 2025 play goes on if they did not lift a jumper to contest it. Once the lineout has formed, the thrower must not delay or pretend to throw.",
  ),
  law(
    'lineout-quick-throw',
    18,
    'lineout',
    'intermediate',
    ['restarts'],
    'Quick throw-ins',
    "Before a lineout forms, a player may take a quick throw from outside the field of play anywhere between where the ball went into touch and their own goal line. It must be the same ball, touched only by the thrower and any player who carried it into touch, and thrown straight or towards the thrower's own goal line, travelling at least five metres. A player who carries the ball into touch must let go of it straight away so that a quick throw can be taken.",
  ),
  law(
    'lineout-lifting-and-contesting',
    18,
    'lineout',
    'advanced',
    ['safety'],
    'Lifting and contesting in the air',
    'Teammates may lift and support a jumper, gripping them before the jump if they wish, but must lower them safely to the ground once the ball is won or lost. Players must not lift an opponent, or push, charge, obstruct, hold or lever on an opponent. Taking out a jumper who is in the air is dangerous play.',
  ),
  law(
    'lineout-when-it-ends',
    18,
    'lineout',
    'advanced',
    ['offside'],
    'When the lineout ends',
    'Players in the lineout stay in it, and everyone else stays 10 metres back, until the lineout ends. It ends when the ball or the player carrying it leaves the lineout: passed, knocked back or kicked out of it, thrown beyond the 15-metre line, or when a ruck or maul moves entirely past the line of touch. Backs who move up before it ends are offside.',
  ),

  // Law 19 Scrum
  law(
    'scrum-when-and-where',
    19,
    'scrum',
    'beginner',
    [],
    'When and where scrums happen',
    'A scrum restarts play quickly and safely after a minor infringement such as a knock-on or forward pass, or when the ball becomes unplayable. With full teams, each side packs down eight players in a 3-4-1 shape, and the team that did not infringe feeds the ball. Scrums are set at the mark, at least five metres from the touchline and from the goal line.',
  ),
  law(
    'scrum-crouch-bind-set',
    19,
    'scrum',
    'intermediate',
    [],
    'Crouch, bind, set',
    "The referee calls 'crouch', 'bind', then 'set'. On 'crouch' the front rows get low with their heads and shoulders no lower than their hips; on 'bind' each prop binds on the back or side of the opposing prop's jersey (loosehead inside, tighthead outside); on 'set' the front rows engage. Locks bind onto their props and each other, and flankers and the number 8 stay bound until the scrum ends.",
  ),
  law(
    'scrum-the-feed',
    19,
    'scrum',
    'intermediate',
    [],
    'Feeding and hooking',
    "The scrum-half feeds the ball without delay, straight down the middle line, and may align a shoulder on that line; the ball must land beyond the width of the nearer prop's shoulders. Once it touches the ground in the tunnel, any front-row player may strike for it, and the feeding team's hooker must strike. Deliberately kicking the ball back out of the tunnel is not allowed.",
  ),
  law(
    'scrum-safety-offences',
    19,
    'safety',
    'intermediate',
    ['scrum'],
    'Scrum offences that put players at risk',
    "Collapsing a scrum, pulling an opponent down, forcing an opponent up and out, twisting or boring in, and charging into the engagement are offences, most of them penalties. Only trained and experienced players may play in the front row of a contested scrum; when there are none left, scrums become uncontested. World Rugby's under-19 variations, which many unions use, limit the push to 1.5 metres and ban deliberate wheeling: check your age-grade rules.",
  ),
  law(
    'scrum-offside',
    19,
    'scrum',
    'advanced',
    ['offside'],
    'Offside at the scrum',
    'Players not in the scrum, other than the scrum-halves, must stay five metres behind the hindmost foot of their scrum (or on their goal line if that is nearer) until it ends. Scrum-halves have their own offside line at the ball and must not get in front of it. The scrum ends when the ball leaves it, or when the ball at the base is picked up by the number 8 or played by the scrum-half.',
  ),

  // Law 20 Penalty and free-kicks
  law(
    'penalty-options',
    20,
    'fundamental',
    'beginner',
    ['kicking'],
    'Your options at a penalty',
    'A team awarded a penalty can kick at goal for 3 points, kick to touch and throw in to the lineout where the ball went out, tap the ball and run, or choose a scrum. The kick is taken at or behind the mark, on a line through it. Opponents must retreat 10 metres (or to their goal line, if nearer) straight away.',
  ),
  law(
    'penalty-free-kick',
    20,
    'fundamental',
    'intermediate',
    ['kicking'],
    'Free-kicks',
    'A free-kick is awarded for less serious technical offences, such as an early engagement at the scrum or time-wasting at a set piece. The team can tap and run or kick for territory, but cannot kick at goal, and since 2024 it can no longer choose a scrum instead. A free-kick kicked directly into touch gives the opposition the throw-in.',
  ),
  law(
    'penalty-retreating-and-quick-taps',
    20,
    'fundamental',
    'intermediate',
    ['offside', 'discipline'],
    'Retreating 10 metres and quick taps',
    "The offending team must not delay the kick, throw the ball away, stand in front of the kicker or argue; if they do, the referee can award a further penalty, usually 10 metres further forward. If the kick is taken quickly, defenders still within 10 metres must keep retreating and must not take part in play until they are put onside. A tap must be a real kick: the ball has to visibly leave the kicker's hands.",
  ),

  // Law 21 In-goal
  law(
    'in-goal-defending',
    21,
    'fundamental',
    'intermediate',
    ['in-goal'],
    'Defending in your in-goal',
    'In-goal is the area between the goal line and the dead-ball line; the goal line belongs to it, but the touch-in-goal lines and the dead-ball line do not. Defenders may ground the ball in their own in-goal. But if the defending team took the ball back into its in-goal itself and then made it dead, the attacking team gets a 5-metre scrum.',
  ),
  law(
    'in-goal-held-up',
    21,
    'scoring',
    'intermediate',
    ['in-goal', 'restarts'],
    'Held up over the line',
    'If an attacker carries the ball into in-goal but defenders keep it off the ground, it is held up and no try is scored. Play restarts with a goal-line drop-out: the defending team drop-kicks from anywhere on or behind its own goal line. The same restart follows when an attacker knocks on in in-goal, or when a defender grounds an attacking kick (other than a kick at goal) in their own in-goal.',
  ),
];

const BY_ID = new Map(LAWS.map((l) => [l.id, l]));
export const lawById = (id: string): LawEntry | null => BY_ID.get(id) ?? null;

/** The REST shape of a law (lawSchema). */
export const toLawResponse = (entry: LawEntry, viewed?: boolean) => ({
  id: entry.id,
  category: entry.category,
  difficulty: entry.difficulty,
  lawNumber: entry.lawNumber,
  title: entry.title,
  content: entry.content,
  ...(viewed === undefined ? {} : { viewed }),
});
export type LawResponse = ReturnType<typeof toLawResponse>;
