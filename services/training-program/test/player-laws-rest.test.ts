import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lawAnswerSchema, lawSchema, recoveryTipSchema, SERVER_ERRORS } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { LAWS, lawById } from '../src/content/laws.ts';
import { personalWeekOf } from '../src/domain/personal-week.ts';
import { dailyPlan } from '../src/player/daily-plan.ts';
import { lawQuestionOf, publicQuestion } from '../src/content/law-questions.ts';
import { chooseLaws, chooseReviews, POSITION_LAW_INTERESTS } from '../src/player/laws-of-the-day.ts';
import { tipOfTheDay } from '../src/player/tip-of-the-day.ts';
import { people, SEASON_2026, startTestApp, type TestApp } from './helpers.ts';

// March 2026: Mon 2, Tue 3, Wed 4, Thu 5, Fri 6, Sat 7, Sun 8, Mon 9, Tue 10, Wed 11, Thu 12.
const at = (date: string, time = '10:00:00') => setClock(`${date}T${time}Z`);
type Law = {
  id: string;
  category: string;
  lawNumber: number;
  title: string;
  content: string;
  difficulty: string;
  viewed?: boolean;
  review?: boolean;
  question?: { prompt: string; options: { id: string; text: string }[] };
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});
beforeEach(async () => {
  t.teamService.state.down = false;
  await t.prisma.lawAssignment.deleteMany();
  await t.prisma.viewedLaw.deleteMany();
  await t.prisma.lawReview.deleteMany();
  await t.prisma.trainingLog.deleteMany();
});

async function unviewed(who = people.playerA) {
  const res = await t.get('/api/player/unviewed-laws', who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const law of res.body) lawSchema.parse(law);
  return res.body as Law[];
}
const viewsOf = (playerId: string) => t.prisma.viewedLaw.findMany({ where: { playerId }, select: { lawId: true, viewedDate: true } });
async function view(lawIds: string[], who = people.playerA) {
  for (const lawId of lawIds) {
    const res = await t.post('/api/player/mark-law-viewed', { lawId }, who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}
const learnToday = async (who = people.playerA) =>
  view(
    (await unviewed(who)).map((l) => l.id),
    who,
  );
const trainingStatus = async (who = people.playerA) => {
  const res = await t.get('/api/player/training', who);
  if (res.status === 403) expect(res.body.message).toBe(SERVER_ERRORS.educationRequired);
  return res.status === 403 ? 'locked' : res.status === 200 ? 'open' : `status ${res.status}`;
};

describe('laws of the day through REST', () => {
  it('gives 3 laws on a training day in learning order (foundations, then the position: scrum for a prop) and keeps them all day', async () => {
    at('2026-03-02');
    const laws = await unviewed();
    expect(laws).toHaveLength(3);
    expect(laws.map((l) => l.id)).toEqual(chooseLaws({ position: 'prop', viewedLawIds: [] }).map((l) => l.id));
    expect(laws.slice(0, 2).every((l) => ['fundamental', 'safety'].includes(l.category) && l.difficulty === 'beginner')).toBe(true);
    expect(laws[2]!.category).toBe('scrum');
    expect(laws.every((l) => l.viewed === false)).toBe(true);
    at('2026-03-02', '18:00:00');
    expect((await unviewed()).map((l) => l.id)).toEqual(laws.map((l) => l.id));
    expect(await t.prisma.lawAssignment.count()).toBe(1);
  });

  it("matches other positions: a lock's first positional law is a lineout law, a wing's a tackle or offside law", async () => {
    at('2026-03-02');
    const lock = await unviewed(people.playerB);
    expect(lock[2]!.category).toBe('lineout');
    const wing = await unviewed(people.playerA2);
    const l = lawById(wing[2]!.id)!;
    expect(POSITION_LAW_INTERESTS.wing.slice(0, 2).some((x) => x === l.category || l.topics.includes(x))).toBe(true);
  });

  it("'Got it!' removes a law from the unviewed list; laws-today keeps it with viewed true ('Learned!')", async () => {
    at('2026-03-02');
    const laws = await unviewed();
    await view([laws[0]!.id]);
    expect((await unviewed()).map((l) => l.id)).toEqual([laws[1]!.id, laws[2]!.id]);
    const today = await t.get('/api/player/laws-today', people.playerA);
    expect(today.status).toBe(200);
    expect(today.body.map((l: Law) => [l.id, l.viewed])).toEqual([
      [laws[0]!.id, true],
      [laws[1]!.id, false],
      [laws[2]!.id, false],
    ]);
    await view([laws[1]!.id, laws[2]!.id]);
    expect(await unviewed()).toEqual([]);
    expect((await t.get('/api/player/laws-today', people.playerA)).body.every((l: Law) => l.viewed)).toBe(true);
  });

  it('the next day brings the next 3 laws, never one already viewed', async () => {
    at('2026-03-02');
    const monday = (await unviewed()).map((l) => l.id);
    await view(monday);
    at('2026-03-03');
    const tuesday = (await unviewed()).map((l) => l.id);
    expect(tuesday).toHaveLength(3);
    expect(tuesday.some((id) => monday.includes(id))).toBe(false);
    expect(tuesday).toEqual(chooseLaws({ position: 'prop', viewedLawIds: monday }).map((l) => l.id));
  });

  it("learning all of today's laws ticks the day's laws block in the activities, and nothing before that", async () => {
    at('2026-03-02');
    const lawsBlock = async () => {
      const res = await t.get('/api/player/training', people.playerA);
      expect(res.status).toBe(200);
      return (res.body as { completed: boolean; activity: { category: string } }[]).filter((e) => e.activity.category === 'laws');
    };
    expect(await lawsBlock()).toEqual([expect.objectContaining({ completed: false })]);
    const laws = await unviewed();
    await view(laws.slice(0, 2).map((l) => l.id));
    expect((await lawsBlock())[0]!.completed).toBe(false);
    await view([laws[2]!.id]);
    expect((await lawsBlock())[0]!.completed).toBe(true);
    // Another player's block is untouched.
    at('2026-03-02', '11:00:00');
    const other = (await t.get('/api/player/training', people.playerB)).body as { completed: boolean; activity: { category: string } }[];
    expect(other.filter((e) => e.activity.category === 'laws').every((e) => !e.completed)).toBe(true);
  });

  it('marks viewed idempotently and answers 404 for unknown laws, 400 without a lawId', async () => {
    at('2026-03-02');
    const [law] = await unviewed();
    const first = await t.post('/api/player/mark-law-viewed', { lawId: law!.id }, people.playerA);
    expect(first.body).toEqual({ message: 'Law marked as viewed' });
    const again = await t.post('/api/player/mark-law-viewed', { lawId: law!.id }, people.playerA);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Law already viewed' });
    const concurrent = await Promise.all([1, 2, 3].map(() => t.post('/api/player/mark-law-viewed', { lawId: 'scoring-points' }, people.playerA)));
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await t.prisma.viewedLaw.count({ where: { playerId: 'player-a' } })).toBe(2);
    const unknown = await t.post('/api/player/mark-law-viewed', { lawId: 'law-99' }, people.playerA);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Law not found');
    for (const body of [{}, { lawId: '' }, { lawId: 7 }]) {
      const bad = await t.post('/api/player/mark-law-viewed', body, people.playerA);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('lawId');
    }
  });

  it("keeps each player's laws their own", async () => {
    at('2026-03-02');
    const a = await unviewed();
    await view(a.map((l) => l.id));
    // player-a2 still has their own three to learn, whatever player-a viewed.
    expect((await unviewed(people.playerA2)).every((l) => l.viewed === false)).toBe(true);
    expect(await t.prisma.viewedLaw.count({ where: { playerId: 'player-a2' } })).toBe(0);
  });

  it('stores one assignment under concurrent first calls', async () => {
    at('2026-03-05');
    const results = await Promise.all([1, 2, 3, 4].map(() => t.get('/api/player/unviewed-laws', people.playerA)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    expect(await t.prisma.lawAssignment.count({ where: { playerId: 'player-a' } })).toBe(1);
  });

  for (const [day, date] of [
    ['Saturday', '2026-03-07'],
    ['Wednesday', '2026-03-04'],
  ] as const) {
    it(`gives a new player 3 laws on a ${day} too; viewing them empties the list and locks nothing`, async () => {
      at(date);
      const laws = await unviewed();
      expect(laws.length).toBeGreaterThanOrEqual(1);
      expect(laws.length).toBeLessThanOrEqual(3);
      expect(laws.map((l) => l.id)).toEqual(chooseLaws({ position: 'prop', viewedLawIds: [] }).map((l) => l.id));
      expect(laws.every((l) => l.review === undefined)).toBe(true);
      await view(laws.map((l) => l.id));
      expect(await unviewed()).toEqual([]);
      expect((await t.get('/api/player/laws-today', people.playerA)).body.map((l: Law) => l.viewed)).toEqual([true, true, true]);
      // The next training day is open; its own laws lock the training day after it until they are viewed.
      const next = date === '2026-03-07' ? ['2026-03-09', '2026-03-10'] : ['2026-03-05', '2026-03-06'];
      at(next[0]!);
      expect(await trainingStatus()).toBe('open');
      const training = await unviewed();
      expect(training).toHaveLength(3);
      expect(training.some((l) => laws.some((r) => r.id === l.id))).toBe(false);
      at(next[1]!);
      expect(await trainingStatus()).toBe('locked');
      await learnToday();
      expect(await trainingStatus()).toBe('open');
    });
  }

  it("a rest day's laws lock nothing, and it offers the last training day's pending laws first", async () => {
    at('2026-03-06');
    const friday = await unviewed();
    at('2026-03-07');
    const saturday = await unviewed();
    expect(saturday.map((l) => l.id)).toEqual(friday.map((l) => l.id));
    await view(saturday.map((l) => l.id));
    at('2026-03-08');
    const sunday = await unviewed(); // left unviewed
    expect(sunday).toHaveLength(3);
    at('2026-03-09');
    expect(await trainingStatus()).toBe('open');
    expect(await t.prisma.lawAssignment.count()).toBe(3);
  });
});

describe('the gate with laws on every day', () => {
  it("Monday still looks back to Friday's laws when the player asked for laws on Saturday and Sunday", async () => {
    at('2026-03-06');
    const friday = (await unviewed()).map((l) => l.id);
    for (const date of ['2026-03-07', '2026-03-08']) {
      at(date);
      expect((await unviewed()).map((l) => l.id)).toEqual(friday); // still owed: offered first, nothing new
    }
    expect(await t.prisma.lawAssignment.count()).toBe(3);
    at('2026-03-09');
    expect(await trainingStatus()).toBe('locked');
    expect((await unviewed()).map((l) => l.id)).toEqual(friday);
    await view(friday);
    expect(await trainingStatus()).toBe('open');
  });
});

describe('reviews and their questions through REST', () => {
  /** player-a (a prop) learned the whole library, 3 a day, from January. */
  async function learnLibrary() {
    const start = Date.UTC(2026, 0, 5);
    await t.prisma.viewedLaw.createMany({
      data: LAWS.map((l, i) => ({
        playerId: 'player-a',
        lawId: l.id,
        viewedDate: new Date(start + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10),
      })),
    });
  }
  const answer = (body: object, who = people.playerA) => t.post('/api/player/answer-law', body, who);
  const wrongOption = (lawId: string) => lawQuestionOf(lawId)!.options.find((o) => o.id !== lawQuestionOf(lawId)!.answer)!.id;

  it('brings 3 laws back for review with a question each, once the library is learned', async () => {
    await learnLibrary();
    at('2026-03-07');
    const laws = await unviewed();
    expect(laws).toHaveLength(3);
    for (const law of laws) {
      expect(law.review).toBe(true);
      expect(law.question).toEqual(publicQuestion(lawQuestionOf(law.id)!));
      expect(JSON.stringify(law)).not.toContain('explanation');
    }
    expect(laws.map((l) => l.id)).toEqual(
      chooseReviews({ position: 'prop', date: '2026-03-07', viewed: await viewsOf('player-a'), reviews: [] }).map((l) => l.id),
    );
  });

  it('a correct answer brings the law back in 14 days, a wrong one the next day; each answered law is done for the day', async () => {
    await learnLibrary();
    at('2026-03-07');
    const [first, second, third] = await unviewed();
    const right = await answer({ lawId: first!.id, optionId: lawQuestionOf(first!.id)!.answer });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(lawAnswerSchema.parse(right.body)).toEqual({
      lawId: first!.id,
      optionId: lawQuestionOf(first!.id)!.answer,
      correct: true,
      correctOptionId: lawQuestionOf(first!.id)!.answer,
      explanation: lawQuestionOf(first!.id)!.explanation,
      nextReviewDate: '2026-03-21',
      intervalDays: 14,
    });
    const wrong = await answer({ lawId: second!.id, optionId: wrongOption(second!.id) });
    expect(wrong.body).toMatchObject({ correct: false, correctOptionId: lawQuestionOf(second!.id)!.answer, nextReviewDate: '2026-03-08', intervalDays: 1 });
    expect(wrong.body.nextReviewDate < right.body.nextReviewDate).toBe(true);
    // The first answer of the day counts: answering again changes nothing.
    const again = await answer({ lawId: second!.id, optionId: lawQuestionOf(second!.id)!.answer });
    expect(again.body).toEqual(wrong.body);
    expect(await t.prisma.lawReview.findUnique({ where: { playerId_lawId: { playerId: 'player-a', lawId: second!.id } } })).toMatchObject({
      correct: false,
      wrongAnswers: 1,
      correctAnswers: 0,
      dueDate: '2026-03-08',
    });
    expect((await unviewed()).map((l) => l.id)).toEqual([third!.id]);
    // 'Got it!' without an answer also closes a review for the day, its schedule unchanged.
    expect((await t.post('/api/player/mark-law-viewed', { lawId: third!.id }, people.playerA)).body).toEqual({ message: 'Law marked as reviewed' });
    expect(await unviewed()).toEqual([]);
    expect((await t.get('/api/player/laws-today', people.playerA)).body.map((l: Law) => [l.id, l.viewed, l.review])).toEqual([
      [first!.id, true, true],
      [second!.id, true, true],
      [third!.id, true, true],
    ]);

    // The next day the wrongly answered law comes back first; the right one does not.
    at('2026-03-08');
    const sunday = (await unviewed()).map((l) => l.id);
    expect(sunday[0]).toBe(second!.id);
    expect(sunday).not.toContain(first!.id);
  });

  it('ticks the laws block of a training day once its reviews are answered', async () => {
    await learnLibrary();
    at('2026-03-09');
    expect((await t.get('/api/player/training', people.playerA)).status).toBe(200);
    const laws = await unviewed();
    for (const law of laws) expect((await answer({ lawId: law.id, optionId: lawQuestionOf(law.id)!.answer })).status).toBe(200);
    const logs = (await t.get('/api/player/training', people.playerA)).body as { completed: boolean; activity: { category: string } }[];
    expect(logs.filter((e) => e.activity.category === 'laws').map((e) => e.completed)).toEqual([true]);
  });

  it('answers 400 naming the field for bad input, 404 for an unknown law, 403 for a law not under review today or a coach', async () => {
    await learnLibrary();
    at('2026-03-07');
    const today = await unviewed();
    const [law] = today;
    for (const [body, field] of [
      [{}, 'lawId'],
      [{ lawId: law!.id }, 'optionId'],
      [{ lawId: law!.id, optionId: '' }, 'optionId'],
      [{ lawId: law!.id, optionId: 3 }, 'optionId'],
      [{ lawId: law!.id, optionId: 'z' }, 'optionId'],
      [{ lawId: '', optionId: 'a' }, 'lawId'],
    ] as const) {
      const res = await answer(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    const unknown = await answer({ lawId: 'law-99', optionId: 'a' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Law not found');
    // A law of the library that is not one of today's reviews (e.g. another player's).
    const other = LAWS.find((l) => !today.some((r) => r.id === l.id))!;
    const notMine = await answer({ lawId: other.id, optionId: 'a' });
    expect(notMine.status).toBe(403);
    // player-a2 has not learned the law: it is not theirs to answer.
    expect((await answer({ lawId: law!.id, optionId: 'a' }, people.playerA2)).status).toBe(403);
    expect((await answer({ lawId: law!.id, optionId: 'a' }, people.coachA)).status).toBe(403);
    expect(await t.prisma.lawReview.count()).toBe(0);
  });
});

describe('education gate through REST', () => {
  it('never locks the first day', async () => {
    at('2026-03-02');
    expect(await trainingStatus()).toBe('open');
    await unviewed(); // laws assigned today do not lock today
    expect(await trainingStatus()).toBe('open');
  });

  it("locks the next training day until the previous day's laws are all viewed, and viewing them unlocks it", async () => {
    at('2026-03-02');
    const monday = await unviewed();
    await view([monday[0]!.id]);
    at('2026-03-03');
    expect(await trainingStatus()).toBe('locked');
    // The popup offers Monday's pending laws first.
    const offered = await unviewed();
    expect(offered.map((l) => l.id).slice(0, 2)).toEqual([monday[1]!.id, monday[2]!.id]);
    await view([monday[1]!.id]);
    expect(await trainingStatus()).toBe('locked');
    await view([monday[2]!.id]);
    expect(await trainingStatus()).toBe('open');
  });

  it('after a rest day: Wednesday never locks, Thursday looks back to Tuesday', async () => {
    at('2026-03-03');
    await unviewed(); // Tuesday's laws, not viewed
    at('2026-03-04');
    expect(await trainingStatus()).toBe('open');
    at('2026-03-05');
    expect(await trainingStatus()).toBe('locked');
    await learnToday();
    expect(await trainingStatus()).toBe('open');
  });

  it('after a weekend: Saturday and Sunday never lock, Monday looks back to Friday', async () => {
    at('2026-03-06');
    await unviewed();
    for (const date of ['2026-03-07', '2026-03-08']) {
      at(date);
      expect(await trainingStatus()).toBe('open');
    }
    at('2026-03-09');
    expect(await trainingStatus()).toBe('locked');
    at('2026-03-08');
    await learnToday(); // caught up on Sunday
    at('2026-03-09');
    expect(await trainingStatus()).toBe('open');
  });

  it('missed days: a player who did not open the app still owes the last laws they were given; a day they learned keeps later days open', async () => {
    at('2026-03-02');
    await learnToday();
    // Tuesday and Thursday missed entirely: Friday looks back to Monday, which was learned.
    at('2026-03-06');
    expect(await trainingStatus()).toBe('open');
    await unviewed(); // Friday's laws, left unviewed
    // Monday and Tuesday of the next week missed: Thursday still looks back to Friday.
    at('2026-03-12');
    expect(await trainingStatus()).toBe('locked');
    await learnToday();
    expect(await trainingStatus()).toBe('open');
  });

  it('locks only the player who owes laws', async () => {
    at('2026-03-02');
    await unviewed();
    at('2026-03-03');
    expect(await trainingStatus()).toBe('locked');
    expect(await trainingStatus(people.playerA2)).toBe('open');
  });
});

describe('GET /api/player/recovery-tip', () => {
  it("serves the tip of the day for the team's date, a different one each day", async () => {
    const seen: string[] = [];
    for (const date of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']) {
      at(date);
      const res = await t.get('/api/player/recovery-tip', people.playerA);
      expect(res.status).toBe(200);
      const tip = recoveryTipSchema.parse(res.body);
      expect(tip).toEqual(tipOfTheDay(date));
      seen.push(tip.category);
    }
    expect(new Set(seen).size).toBe(5);
    at('2026-03-02');
    const same = await t.get('/api/player/recovery-tip', people.playerA);
    expect(same.body).toEqual(tipOfTheDay('2026-03-02'));
  });

  it('follows the team time zone, and falls back to the server date when the team service is down', async () => {
    t.teamService.teams['team-a']!.timeZone = 'Pacific/Auckland';
    try {
      at('2026-03-02', '20:00:00');
      expect((await t.get('/api/player/recovery-tip', people.playerA)).body).toEqual(tipOfTheDay('2026-03-03'));
      t.teamService.state.down = true;
      const res = await t.get('/api/player/recovery-tip', people.playerA);
      expect(res.status).toBe(200);
      recoveryTipSchema.parse(res.body);
    } finally {
      t.teamService.teams['team-a']!.timeZone = 'UTC';
    }
  });
});

describe('GraphQL player fields', () => {
  it("serves the player's day, laws, progress and tip with the same rules as REST", async () => {
    at('2026-03-02');
    const q = `query($date: String) {
      myTraining(date: $date) { id completed activity { name category duration } }
      myLawsToday { id title viewed }
      myProgress { week { progress planned trainingDays } today { planned completed percent } }
      myProgressHistory(weeks: 2) { weekStart daysCompleted }
      recoveryTipOfTheDay { id category }
    }`;
    const res = await t.gql(q, {}, people.playerA);
    expect(res.body.errors).toBeUndefined();
    const data = res.body.data;
    const rest = await t.get('/api/player/training', people.playerA);
    expect(data.myTraining).toEqual(
      rest.body.map((e: { id: string; completed: boolean; activity: { name: string; category: string; duration: number } }) => ({
        id: e.id,
        completed: e.completed,
        activity: { name: e.activity.name, category: e.activity.category, duration: e.activity.duration },
      })),
    );
    expect(data.myLawsToday).toHaveLength(3);
    expect(data.myLawsToday.every((l: Law) => l.viewed === false)).toBe(true);
    const planned = (date: string) =>
      dailyPlan({
        profile: { playerId: 'player-a', position: 'prop', age: 27, weight: 118, height: 183 },
        week: personalWeekOf(SEASON_2026, '2026-03-02'),
        date,
      }).activities.length;
    const week = ['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06'].reduce((sum, date) => sum + planned(date), 0);
    expect(data.myTraining).toHaveLength(planned('2026-03-02'));
    expect(data.myProgress).toEqual({
      week: { progress: 0, planned: week, trainingDays: 4 },
      today: { planned: planned('2026-03-02'), completed: 0, percent: 0 },
    });
    expect(data.myProgressHistory.map((w: { weekStart: string }) => w.weekStart)).toEqual(['2026-02-23', '2026-03-02']);
    expect(data.recoveryTipOfTheDay.id).toBe(tipOfTheDay('2026-03-02').id);

    at('2026-03-03');
    const locked = await t.gql('{ myTraining { id } }', {}, people.playerA);
    expect(locked.body.errors[0]).toMatchObject({ message: SERVER_ERRORS.educationRequired, extensions: { code: 'EDUCATION_REQUIRED' } });
    const bad = await t.gql('{ myTraining(date: "03/03/2026") { id } }', {}, people.playerA);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(bad.body.errors[0].message).toContain('date');
    expect((await t.gql('{ myLawsToday { id } }', {}, people.coachA)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql('{ myProgress { today { percent } } }')).body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});
