import type { ProgramDocument } from '@rugby/contracts/program/schema';
import type { RouteResponse } from '@rugby/contracts/routes/define';
import type { RuleViolationView, trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { keepPreviousData, queryOptions, useQuery } from '@rugby/kit/query.ts';

export type { RuleViolationView };
export type ProgramCheck = RouteResponse<typeof trainingProgramRoutes.checkProgram>;

const revisions = new WeakMap<ProgramDocument, number>();
let nextRevision = 1;
/** A number per document object: documents are immutable in the editor, so a new object is a new revision. */
const revisionOf = (document: ProgramDocument) => {
  let revision = revisions.get(document);
  if (revision === undefined) {
    revision = nextRevision++;
    revisions.set(document, revision);
  }
  return revision;
};

export const programCheckKeys = { of: (document: ProgramDocument) => ['/api/programs/check', { revision: revisionOf(document) }] as const };

/** POST /api/programs/check: the coaching rules a program breaks (a read: nothing is saved). */
export const checkProgram = (document: ProgramDocument) => apiRequest<ProgramCheck>('POST', '/api/programs/check', { document });

export const programCheckQueryOptions = (document: ProgramDocument) =>
  queryOptions({ queryKey: programCheckKeys.of(document), queryFn: () => checkProgram(document), placeholderData: keepPreviousData, staleTime: Infinity });

/** The warnings of the program being edited; the previous answer stays shown while the next one loads. */
export const useProgramCheck = (document: ProgramDocument) => useQuery(programCheckQueryOptions(document));
