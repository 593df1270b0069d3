import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatPrescription, renderProgramText, type ProgramDocument } from '@rugby/contracts';
import { programFromText } from '../src/import/program-text.ts';
import { readDose } from '../src/import/dose.ts';
import { programCorpus } from './fixtures/program-corpus.ts';

const corpus = programCorpus();
const read = (text: string, doc: ProgramDocument, previous: ProgramDocument | null = null) =>
  programFromText(text, { programType: doc.meta.style ?? 'custom', team: { seasonPhase: doc.meta.seasonPhase, teamId: 't' }, previous, field: 'program' });

describe('the text form of a program: one writer (renderProgramText), one reader (import/program-text.ts)', () => {
  it(`holds every kind of program the app writes (${corpus.length}): styles × phases, customizations, sessions, coach imports, personal weeks`, () => {
    expect(corpus.length).toBeGreaterThan(300);
    for (const kind of ['import ', "'", 'session', ' week'])
      expect(
        corpus.some((c) => c.name.includes(kind)),
        kind,
      ).toBe(true);
  });

  it('re-rendering is idempotent: render(read(render(doc))) is render(doc) for every program', () => {
    const broken = corpus.filter(({ doc }) => {
      const text = renderProgramText(doc);
      return renderProgramText(read(text, doc)) !== text;
    });
    expect(broken.map((b) => b.name)).toEqual([]);
  });

  it('is lossless against the program it was rendered from: read(render(doc), doc) is doc', () => {
    const changed = corpus.filter(({ doc }) => !isDeepStrictEqual(read(renderProgramText(doc), doc, doc), doc));
    expect(changed.map((c) => c.name)).toEqual([]);
  });

  it("reads every dose it writes: the prescription read back is the item's", () => {
    for (const { doc } of corpus.slice(0, 60))
      for (const item of doc.days.flatMap((d) => d.blocks.flatMap((b) => b.items))) {
        const written = formatPrescription(item);
        // A lone '8 min' is the item's length to the coach-text reader; the program reader takes it as the work (tested above).
        if (!written || /^\d+ min\b/.test(written)) continue;
        const { dose } = readDose(written);
        const { sets, reps, repsMax, durationSeconds, distanceMeters, restSeconds, perSide, load, tempo } = dose;
        const back = formatPrescription({ ...item, sets: sets ?? 1, reps, repsMax, durationSeconds, distanceMeters, restSeconds, perSide, load, tempo });
        expect(back, written).toBe(written);
      }
  });

  it('states each dose once, and a week reads in minutes, not half an hour (a few thousand characters)', () => {
    const weeks = corpus.filter((c) => c.doc.meta.source === 'elite').map((c) => renderProgramText(c.doc));
    const sorted = weeks.map((w) => w.length).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(6000);
    expect(sorted.at(-1)).toBeLessThan(7000);
    for (const week of weeks)
      for (const line of week.split('\n').filter((l) => l.startsWith('- '))) {
        // '- Name (12 min): 4 × 5 @ 80% 1RM, rest 2 min': the dose, once, and no sentences after it.
        const dose = line.split(' min): ')[1] ?? '';
        expect(dose, line).not.toMatch(/\.\s|\.$/);
        expect(dose.split('×').length, line).toBeLessThanOrEqual(3);
      }
  });

  it("keeps the coach's words: a text in the older long form reads its dose from the first sentence and the rest as notes, and renders short", () => {
    const old = [
      '# Old week',
      'Season phase: In-season',
      '',
      '## Monday: Speed [MD-5] (45 min)',
      '### Warm-up (10 min)',
      '- Activate: running and movement preparation (10 min): 3 × 45 s, rest 15 s. Start easy, finish at three-quarter pace. Jog forwards and backwards along 20-30 m lanes.',
      '### Conditioning (30 min)',
      '- Forwards: Hill sprints (15 min): 8 × 40 m, rest 1 min 30 s. Walk back. Drive the arms.',
      '- Backs: Flying 20s (15 min): 6 × 20 m @ RPE 9, rest 2 min',
      '### Cool-down (5 min)',
      '- Stretch (5 min): all the big muscles',
    ].join('\n');
    const doc = programFromText(old, { programType: 'custom', team: { seasonPhase: 'in-season' }, field: 'programContent' });
    const [warmup, conditioning, cooldown] = doc.days[0]!.blocks;
    expect(doc.days[0]).toMatchObject({ day: 'monday', theme: 'Speed', matchDayRole: 'MD-5' });
    expect(warmup!.items[0]).toMatchObject({ exerciseId: 'wu-activate-running', sets: 3, durationSeconds: 45, restSeconds: 15, minutes: 10 });
    expect(warmup!.items[0]!.notes).toBe('Start easy, finish at three-quarter pace. Jog forwards and backwards along 20-30 m lanes.');
    expect(conditioning!.items[0]).toMatchObject({
      name: 'Hill sprints',
      sets: 8,
      distanceMeters: 40,
      restSeconds: 90,
      group: ['prop', 'hooker', 'lock', 'flanker', '8'],
    });
    expect(conditioning!.items[1]).toMatchObject({ name: 'Flying 20s', sets: 6, distanceMeters: 20, load: { kind: 'rpe', rpe: 9 }, restSeconds: 120 });
    expect(cooldown!.items[0]).toMatchObject({ name: 'Stretch', minutes: 5, notes: 'all the big muscles', reps: null, durationSeconds: null });
    const text = renderProgramText(doc);
    expect(text).toContain('- Forwards: Hill sprints (15 min): 8 × 40 m, rest 1 min 30 s\n');
    expect(text).not.toContain('Walk back');
    expect(renderProgramText(read(text, doc))).toBe(text);
  });

  it("reads a coach's free text through the import: their items kept, the week completed", () => {
    const doc = programFromText('Monday: squats 5x5, 6 x 40m sprints\nThursday: passing drills 20 min', {
      programType: 'custom',
      team: { seasonPhase: 'pre-season' },
      field: 'program',
    });
    const items = doc.days.flatMap((d) => d.blocks.flatMap((b) => b.items));
    expect(items).toContainEqual(expect.objectContaining({ origin: 'coach', sets: 5, reps: 5 }));
    expect(items).toContainEqual(expect.objectContaining({ origin: 'coach', sets: 6, distanceMeters: 40 }));
    expect(items.some((i) => i.origin === 'added')).toBe(true);
  });

  it('refuses what is not a training week with a 400 naming the field it came in', () => {
    expect(() => programFromText('\u0000\u0001 binary', { programType: 'custom', team: { seasonPhase: 'in-season' }, field: 'programContent' })).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringMatching(/^programContent /) }),
    );
  });
});

describe('a line the coach adds in their own words to a program in the app shape', () => {
  it('is their item: the words as its notes, the numbers read, the minutes from the dose', () => {
    const text = [
      '# Our week',
      '## Monday: Speed (30 min)',
      '### Warm-up (10 min)',
      '- Jog (10 min)',
      '### Conditioning (20 min)',
      '- 6 x 40m hill sprints @ RPE 8',
      '### Cool-down (5 min)',
      '- Stretch (5 min)',
    ].join('\n');
    const doc = programFromText(text, { programType: 'custom', team: { seasonPhase: 'pre-season' }, field: 'program' });
    const added = doc.days[0]!.blocks[1]!.items[0]!;
    expect(added).toMatchObject({
      name: 'hill sprints',
      sets: 6,
      distanceMeters: 40,
      origin: 'coach',
      notes: '6 x 40m hill sprints @ RPE 8',
      load: { kind: 'rpe', rpe: 8 },
    });
    expect(added.minutes).toBeGreaterThan(1);
    expect(renderProgramText(doc)).toContain('- hill sprints (');
  });
});
