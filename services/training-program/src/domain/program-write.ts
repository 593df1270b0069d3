import { renderProgramText, type ProgramDocument, type ProgramType } from '@rugby/contracts';
import type { TeamContext } from '../generator/context.ts';
import { programFromText } from '../import/program-text.ts';

/** Line endings and the ends of the text aside, two texts are the same. */
const sameText = (a: string, b: string) => a.replace(/\r\n?/g, '\n').trim() === b.replace(/\r\n?/g, '\n').trim();

/**
 * The program a write carries and the text stored with it. The text sent is what the coach approved and is stored
 * as sent. When a document comes with it (the app's own screens) and renders to that text, it is the program;
 * otherwise (the spec's clients send text only, or a text edited by hand) the program is read from the text
 * (import/program-text.ts), against the document it was rendered from (the one sent, else `previous`, the stored
 * one) so unchanged lines keep their items whole. `team` is asked for only when the text is read.
 */
export async function programOfWrite(
  text: string,
  sent: ProgramDocument | undefined,
  field: string,
  context: { programType: ProgramType; team: () => Promise<TeamContext>; previous?: ProgramDocument | null },
): Promise<{ document: ProgramDocument; text: string }> {
  if (sent && sameText(renderProgramText(sent), text)) return { document: sent, text };
  const previous = sent ?? context.previous ?? null;
  return { document: programFromText(text, { programType: context.programType, team: await context.team(), previous, field }), text };
}
