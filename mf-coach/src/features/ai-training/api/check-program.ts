import type { ProgramDocument } from '@rugby/contracts/program/schema';
import type { RuleViolationView } from '@rugby/contracts/routes/training-program';
import { callRoute, type RouteOutput } from '@rugby/kit';
import { keepPreviousData, queryOptions, useQuery } from '@rugby/kit/query.ts';

export type { RuleViolationView };
export type ProgramCheck = RouteOutput<'checkProgram'>;

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

/**
 * POST /api/programs/check: the coaching rules a program breaks. A read (nothing is saved), so it is cached like one:
 * under the route id and the document's revision (a POST route: routeKey is for GET routes, and the default query
 * function never sees this key, the query function below answers it).
 */
export const programCheckQueryOptions = (document: ProgramDocument) =>
  queryOptions({
    queryKey: ['checkProgram', { revision: revisionOf(document) }] as const,
    queryFn: () => callRoute('checkProgram', { body: { document } }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

/** The warnings of the program being edited; the previous answer stays shown while the next one loads. */
export const useProgramCheck = (document: ProgramDocument) => useQuery(programCheckQueryOptions(document));
