import { ELITE_PROGRAM_TYPES, type EliteProgram } from '@rugby/contracts';
import { builder } from '../builder.ts';
import { eliteProgramList, findEliteProgram } from '../content/elite-styles.ts';

export const EliteProgramRef = builder.objectRef<EliteProgram>('EliteProgram').implement({
  description: 'An elite program style: original content inspired by a national playing style (not an official program).',
  fields: (t) => ({
    type: t.exposeString('type', { description: `One of: ${ELITE_PROGRAM_TYPES.join(', ')}` }),
    name: t.exposeString('name'),
    country: t.exposeString('country'),
    description: t.exposeString('description'),
    themes: t.exposeStringList('themes'),
  }),
});

builder.queryField('elitePrograms', (t) =>
  t.field({ type: [EliteProgramRef], description: 'The eleven elite program styles, in catalogue order.', resolve: () => eliteProgramList() }),
);

builder.queryField('eliteProgram', (t) =>
  t.field({
    type: EliteProgramRef,
    nullable: true,
    description: 'One elite program style by type (null for an unknown type).',
    args: { type: t.arg.string({ required: true }) },
    resolve: (_root, args) => findEliteProgram(args.type),
  }),
);
