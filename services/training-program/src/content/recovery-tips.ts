import type { RECOVERY_TIP_CATEGORIES } from '@rugby/contracts';

export type RecoveryTipCategory = (typeof RECOVERY_TIP_CATEGORIES)[number];

/** A recovery tip (recoveryTipSchema). */
export interface RecoveryTip {
  id: string;
  category: RecoveryTipCategory;
  title: string;
  content: string;
  duration: string;
}

const tip = (id: string, category: RecoveryTipCategory, title: string, duration: string, content: string): RecoveryTip => ({
  id,
  category,
  title,
  content,
  duration,
});

/** Practical recovery advice for rugby players, in the project's own words. */
export const RECOVERY_TIPS: readonly RecoveryTip[] = [
  // Hydration
  tip(
    'hydration-morning-glass',
    'hydration',
    'Start the day with water',
    '2 minutes',
    'Drink a large glass of water (300-500 ml) soon after waking; you lose fluid overnight through breathing and sweat. Keep a bottle with you so you arrive at training topped up rather than catching up.',
  ),
  tip(
    'hydration-urine-colour',
    'hydration',
    'Check your urine colour',
    '1 minute',
    'Pale straw-coloured urine usually means you are well hydrated; dark yellow means drink more. Check in the morning and again before training. Some vitamin supplements turn urine bright yellow, so judge by how dark it is, not how bright.',
  ),
  tip(
    'hydration-weigh-in',
    'hydration',
    'Weigh yourself before and after training',
    '5 minutes',
    'Every kilogram lost during a session is about a litre of sweat. Over the next few hours, drink roughly 1.25-1.5 litres for each kilogram lost, sipping steadily rather than gulping it all at once.',
  ),
  tip(
    'hydration-electrolytes',
    'hydration',
    'Replace salt as well as water',
    'After training',
    'After long or hot sessions where you sweat heavily (white salt marks on your kit are a clue), add electrolytes: a sports drink, an electrolyte tablet, or a salty snack with your water. Fluid with some sodium is held by the body better than plain water.',
  ),
  tip(
    'hydration-during-training',
    'hydration',
    'Drink during training',
    'During training',
    'Take a few mouthfuls at every break, roughly 400-800 ml an hour depending on the heat and how much you sweat. Do not wait until you feel thirsty, and do not force down so much that you feel full and sloshy.',
  ),
  tip(
    'hydration-alcohol',
    'hydration',
    'Go easy on alcohol after games',
    'Evening',
    'Alcohol increases fluid loss and disrupts sleep and muscle repair, exactly when you need them most. If you drink after a match, rehydrate and eat a proper meal first, alternate every drink with a glass of water, and call it a night early.',
  ),
  tip(
    'hydration-caffeine',
    'hydration',
    'Time your caffeine',
    'All day',
    'Tea and coffee count towards your fluids in moderate amounts, but caffeine stays in your system for many hours. Keep it to the morning or before training, and avoid it in the 6-8 hours before bed so it does not cost you sleep.',
  ),

  // Recovery
  tip(
    'recovery-walk-it-off',
    'recovery',
    'Walk it off',
    '5 minutes',
    'After hard running, keep moving with five minutes of easy jogging or walking before you sit down. Bringing your heart rate down gradually helps you feel less stiff, and it is a good moment to reflect on the session.',
  ),
  tip(
    'recovery-foam-roll',
    'recovery',
    'Foam roll tight areas',
    '10 minutes',
    'Spend 30-60 seconds each on quads, glutes, calves and upper back, rolling slowly and pausing on tender spots. Keep the pressure uncomfortable but not painful, and do not roll directly over joints or your lower back.',
  ),
  tip(
    'recovery-active-rest',
    'recovery',
    'Make rest days active',
    '20-30 minutes',
    'On a rest day, 20-30 minutes of easy cycling, swimming or walking keeps blood flowing without adding fatigue. Stay at a conversational pace: if you cannot talk comfortably, slow down.',
  ),
  tip(
    'recovery-legs-up',
    'recovery',
    'Legs up the wall',
    '10 minutes',
    'Lie on your back with your legs resting up a wall for 5-10 minutes and breathe slowly through your nose. It is an easy way to relax tired legs after a long day on your feet and to switch off before bed.',
  ),
  tip(
    'recovery-cold-water',
    'recovery',
    'Cold water after a match',
    '10 minutes',
    'A cold shower or a 10-15 °C bath, around 10 minutes in total, can ease soreness after a match. Save it for games and very hard sessions rather than every gym day: regular cold baths straight after lifting may blunt strength gains.',
  ),
  tip(
    'recovery-mobility',
    'recovery',
    'Hip and ankle mobility',
    '10 minutes',
    "Do ten slow hip circles each way, ten ankle rocks over your toes per side and 30 seconds of the world's greatest stretch on each side. Mobile hips and ankles help you get low into contact and take strain off your knees and back.",
  ),
  tip(
    'recovery-report-niggles',
    'recovery',
    'Report niggles early',
    '2 minutes',
    'Tell your coach or physio about a sore muscle or joint as soon as you notice it. Caught early, most niggles need a few days of modified training; ignored, they can turn into weeks on the sideline.',
  ),

  // Mindset
  tip(
    'mindset-one-goal',
    'mindset',
    'Set one goal for today',
    '2 minutes',
    "Before training, pick one specific thing to improve, such as 'low body height into contact'. Tell a teammate, then check afterwards how it went. Small, concrete goals build confidence faster than vague ones.",
  ),
  tip(
    'mindset-box-breathing',
    'mindset',
    'Box breathing under pressure',
    '2 minutes',
    'Breathe in for four seconds, hold for four, breathe out for four, hold for four, and repeat four times. Use it before a kick at goal, a lineout throw or after a mistake to settle your heart rate and refocus.',
  ),
  tip(
    'mindset-next-job',
    'mindset',
    'Next job',
    'In the moment',
    "After a mistake, use a quick reset: a physical cue such as a clap, one deep breath and a word like 'next'. Then put all your attention on your next job: getting back onside, into the defensive line or to the next ruck.",
  ),
  tip(
    'mindset-visualise',
    'mindset',
    'Rehearse it in your head',
    '5 minutes',
    'Spend five minutes picturing yourself performing a skill perfectly: your lineout throw, a dominant tackle, a clean catch under a high ball. Include the sounds and the feel of it; mental rehearsal reinforces what you practise on the field.',
  ),
  tip(
    'mindset-three-wins',
    'mindset',
    'Write down three wins',
    '5 minutes',
    'At the end of the day, write down three things you did well, on the field or off it. Training your attention on progress keeps motivation up through a long season.',
  ),
  tip(
    'mindset-controllables',
    'mindset',
    'Control the controllables',
    'All day',
    'You cannot control the referee, the weather or selection, but you can control your effort, attitude, preparation and recovery. When frustration builds, ask yourself what the next thing is that you can control, and do it.',
  ),
  tip(
    'mindset-switch-off',
    'mindset',
    'Switch off from rugby',
    '30 minutes',
    'Spend some time on something that has nothing to do with rugby: friends, family, a hobby. Being mentally fresh matters as much as being physically fresh over a long season.',
  ),

  // Nutrition
  tip(
    'nutrition-spread-protein',
    'nutrition',
    'Spread your protein',
    'All day',
    'Have a portion of protein, about 20-40 g (chicken, fish, eggs, Greek yoghurt, tofu or beans), at each meal and snack, four or five times a day. Spreading it out supports muscle repair better than one huge serving at dinner.',
  ),
  tip(
    'nutrition-after-training',
    'nutrition',
    'Refuel after training',
    '15 minutes',
    'Within a couple of hours of training, eat a meal or snack with both carbohydrate and protein, such as a chicken wrap, or milk with a banana. It refuels your muscles and starts repair, which matters most when you train again the next day.',
  ),
  tip(
    'nutrition-performance-plate',
    'nutrition',
    'Build a performance plate',
    '10 minutes',
    'Fill a quarter of your plate with protein, a quarter with carbohydrate (rice, potatoes, pasta or bread) and half with vegetables or salad, adding more carbohydrate on heavy training days. Finish with some healthy fat such as olive oil, nuts or avocado.',
  ),
  tip(
    'nutrition-pre-match-meal',
    'nutrition',
    'Get the pre-match meal right',
    '30 minutes',
    'Eat a familiar, carbohydrate-rich meal with some lean protein three to four hours before kick-off, such as pasta or rice with chicken. Keep fat and fibre fairly low so you do not feel heavy, and never try a new food on match day.',
  ),
  tip(
    'nutrition-colour',
    'nutrition',
    'Eat a range of colours',
    'All day',
    'Aim for at least five portions of fruit and vegetables a day, in as many colours as you can. They supply the vitamins, minerals and fibre that help keep you healthy through a heavy season.',
  ),
  tip(
    'nutrition-smart-snacks',
    'nutrition',
    'Pack smart snacks',
    '5 minutes',
    'Keep easy snacks in your kit bag: fruit, yoghurt, a sandwich, nuts or a cereal bar. Having fuel to hand means you never arrive at training hungry and flat, or rely on a vending machine.',
  ),
  tip(
    'nutrition-breakfast',
    'nutrition',
    "Don't skip breakfast",
    '10 minutes',
    'A breakfast with carbohydrate and protein, such as porridge made with milk and topped with fruit, or eggs on toast, fuels morning sessions and gets you started on your daily protein.',
  ),

  // Sleep
  tip(
    'sleep-hours',
    'sleep',
    'Aim for 8-9 hours',
    'Overnight',
    'Most athletes need eight to nine hours of sleep a night, and teenagers need more. Deep sleep is when the body does much of its repair work, and short sleep is linked to slower reactions and a higher risk of injury.',
  ),
  tip(
    'sleep-regular-times',
    'sleep',
    'Keep regular sleep times',
    'All day',
    'Go to bed and get up at roughly the same times every day, weekends included. A steady body clock makes it easier to fall asleep quickly and wake up feeling fresh.',
  ),
  tip(
    'sleep-screens-off',
    'sleep',
    'Screens off before bed',
    '60 minutes',
    'Put your phone away 30-60 minutes before bed: bright screens and endless scrolling keep your brain alert. Read, stretch or listen to music instead, and keep the phone out of reach of the bed.',
  ),
  tip(
    'sleep-bedroom',
    'sleep',
    'Cool, dark and quiet',
    'Overnight',
    'Keep your bedroom cool (around 16-19 °C), dark and quiet. Blackout curtains or an eye mask, and earplugs if needed, make a real difference, especially when you have to sleep somewhere unfamiliar before an away game.',
  ),
  tip(
    'sleep-power-nap',
    'sleep',
    'Take a power nap',
    '20 minutes',
    "A 20-30 minute nap in the early afternoon can top up your sleep after a late night or a hard session. Keep it short, and finish it before about 3 pm so it does not spoil your night's sleep.",
  ),
  tip(
    'sleep-after-evening-games',
    'sleep',
    'Sleeping after an evening game',
    'Evening',
    'Adrenaline and caffeine can keep you awake after a night match. Have a cool shower and a proper meal, dim the lights and follow your wind-down routine, and plan a later start or a nap the next day.',
  ),
  tip(
    'sleep-wind-down',
    'sleep',
    'Build a wind-down routine',
    '15 minutes',
    "Give yourself 15 minutes before bed for the same routine every night: light stretching, slow breathing, and writing tomorrow's to-do list so it is out of your head. Repetition teaches your body that it is time to sleep.",
  ),
];

/**
 * Tips for a day the player checked in injured, ill, exhausted or very sore (player/tip-of-the-day.ts): advice to look
 * after it and see the right person, never a diagnosis. Not part of the daily rotation.
 */
export const CHECK_IN_TIPS = {
  injury: tip(
    'recovery-injury-protect',
    'recovery',
    'Protect it, load it pain-free, see the physio',
    'Today',
    'For the first days, protect the sore area: skip what makes it hurt, and keep the rest of the body moving with pain-free work. Pain that is sharp, getting worse or there at rest needs the physio or a doctor. Tell your coach, and let the physio decide when you are back to full training.',
  ),
  neck: tip(
    'recovery-neck-care',
    'recovery',
    'Look after a sore neck',
    'Today',
    'Keep the neck moving gently within a pain-free range and keep away from contact and neck strengthening until the physio has seen it. If you took a knock to the head and have a headache, dizziness or just do not feel right, stop and tell your coach: that is a suspected concussion and needs checking before any training.',
  ),
  illness: tip(
    'recovery-illness-rest',
    'recovery',
    'Rest and drink when you are ill',
    'Today',
    'Rest is the training today: sleep, drink plenty (water, and broth or an electrolyte drink if you have had a fever or an upset stomach) and eat little and often. With a fever, a chest infection or aching muscles, do not train at all; come back gently once you feel better, and tell your coach so the squad stays well.',
  ),
  tired: tip(
    'recovery-exhausted',
    'sleep',
    'Running on empty: sleep and refuel first',
    'Today and tonight',
    'An exhausted check-in means recovery is the priority: do the lighter session, eat a proper meal with carbohydrate and protein, drink through the day, and give yourself a long night in bed (an early night, no screens in the last hour). A 20-minute nap before 3 pm helps. If you feel like this for several days, tell your coach.',
  ),
  soreness: tip(
    'recovery-doms',
    'recovery',
    'Easing very sore muscles',
    '20 minutes',
    'Muscle soreness after hard or new work usually peaks one to three days later and fades on its own. Easy movement helps more than rest: an easy bike or swim, a walk and gentle mobility, plus protein and carbohydrate with your meals and a good night of sleep. Soreness in a joint, in one sharp spot or that keeps getting worse is not normal stiffness: tell your coach or physio.',
  ),
} as const satisfies Record<string, RecoveryTip>;
