import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../src/content/activities.ts';
import { people, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.stop();
});

describe('GET /api/training-activities', () => {
  it('needs a signed-in user', async () => {
    expect((await t.get('/api/training-activities')).status).toBe(401);
  });

  it('serves the whole library to coaches and players', async () => {
    for (const who of [people.coachA, people.playerA]) {
      const res = await t.get('/api/training-activities', who);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(ACTIVITIES.length);
    }
    const all = await t.get('/api/training-activities?category=all', people.playerA);
    expect(all.body).toHaveLength(ACTIVITIES.length);
  });

  it('filters by category, with each activity in the contract shape', async () => {
    const res = await t.get('/api/training-activities?category=strength', people.coachA);
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(ACTIVITIES.filter((a) => a.category === 'strength').length);
    expect(res.body.every((a: { category: string }) => a.category === 'strength')).toBe(true);
    const squat = res.body.find((a: { id: string }) => a.id === 'st-back-squat');
    expect(squat).toMatchObject({ name: 'Back squat', duration: 15, category: 'strength', equipment: 'gym' });
    expect(squat.positions).toContain('prop');
    const bodyweight = res.body.filter((a: { equipment: string }) => a.equipment === 'none');
    expect(bodyweight.length).toBeGreaterThan(0);
    expect((await t.get('/api/training-activities?category=other', people.coachA)).body).toEqual([]);
  });

  it('rejects an unknown category naming the field', async () => {
    const res = await t.get('/api/training-activities?category=yoga', people.coachA);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('category must be one of');
  });
});
