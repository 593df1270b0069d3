import { PROGRAM_DOCUMENT_VERSION, programDocumentSchema, PROGRAM_TYPES, type ProgramDocument, type ProgramItemDoc, type ProgramType } from '@rugby/contracts';
import type { SqlExecutor } from '@rugby/service-kit';
import { classify } from '../import/classify.ts';
import { coachItemDoc } from '../import/complete.ts';
import { emptyDose } from '../import/dose.ts';
import { programFromText } from '../import/program-text.ts';

/**
 * Programs approved or pushed before programs were documents hold text only. Each is read once, the one way a text
 * is read (import/program-text.ts: as written when it is in the app's shape, else imported as the coach's week, for
 * the in-season phase its phase is not known); the text stays exactly as it was. A text that cannot be read as a
 * training week becomes one session holding the coach's words, so no row is left without its program.
 */
export function legacyDocument(text: string, type: string, previous: ProgramDocument | null = null): ProgramDocument {
  const programType: ProgramType = (PROGRAM_TYPES as readonly string[]).includes(type) ? (type as ProgramType) : 'custom';
  try {
    return programFromText(text, {
      programType,
      team: { seasonPhase: previous?.meta.seasonPhase ?? 'in-season', weekOfPhase: 1 },
      previous,
      field: 'programContent',
    });
  } catch {
    return asWritten(text, programType);
  }
}

/** A text that is not a training week, kept as one session in the coach's words. */
function asWritten(text: string, programType: ProgramType): ProgramDocument {
  const style = programType === 'custom' ? null : programType;
  return programDocumentSchema.parse({
    version: PROGRAM_DOCUMENT_VERSION,
    title: /^\s*#\s+(.+)$/m.exec(text)?.[1]?.slice(0, 200) ?? 'Training program',
    intro: [],
    meta: {
      source: style ? 'elite' : 'custom',
      style,
      seasonPhase: 'in-season',
      weekOfPhase: 1,
      matchDay: null,
      ageBand: 'adult',
      position: null,
      customizations: [],
    },
    days: [
      {
        day: 'monday',
        matchDayRole: 'none',
        theme: 'Your session',
        blocks: [{ kind: 'skills', note: null, items: [coachWords(text)] }],
      },
    ],
    restDay: '',
    weekend: '',
  });
}

/** The coach's words as one item of their own (the import's item, with no numbers read). */
const coachWords = (text: string): ProgramItemDoc =>
  coachItemDoc(
    {
      words: text.trim().slice(0, 800),
      name: 'Session as written',
      dose: { ...emptyDose(), minutes: 45 },
      kind: 'skills',
      days: null,
      group: null,
      cues: [],
      classified: classify(''),
    },
    'in-season',
    1,
  );

/** Gives every approved program and every distribution of one a document (rows that have one are left alone). */
export async function convertLegacyPrograms(sql: SqlExecutor): Promise<void> {
  const programs = await sql.query<{ id: string; programContent: string; programType: string }>(
    `SELECT id, "programContent", "programType" FROM "ApprovedProgram" WHERE document IS NULL`,
  );
  for (const p of programs)
    await sql.query(`UPDATE "ApprovedProgram" SET document = $1::jsonb WHERE id = $2 AND document IS NULL`, [
      JSON.stringify(legacyDocument(p.programContent, p.programType)),
      p.id,
    ]);
  const distributions = await sql.query<{ id: string; contentSnapshot: string; programContent: string; programType: string; document: unknown }>(
    `SELECT d.id, d."contentSnapshot", p."programContent", p."programType", p.document
       FROM "ProgramDistribution" d JOIN "ApprovedProgram" p ON p.id = d."programId" WHERE d."documentSnapshot" IS NULL`,
  );
  for (const d of distributions) {
    const program = programDocumentSchema.parse(typeof d.document === 'string' ? JSON.parse(d.document) : d.document);
    // The snapshot of the program as it was pushed: the program's document when it is the same text.
    const snapshot = d.contentSnapshot === d.programContent ? program : legacyDocument(d.contentSnapshot, d.programType, program);
    await sql.query(`UPDATE "ProgramDistribution" SET "documentSnapshot" = $1::jsonb WHERE id = $2 AND "documentSnapshot" IS NULL`, [
      JSON.stringify(snapshot),
      d.id,
    ]);
  }
}
