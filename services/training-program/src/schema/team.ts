import type { ApprovedProgram } from '@rugby/contracts';
import { unauthorized } from '@rugby/service-kit';
import { builder } from '../builder.ts';

export const ApprovedProgramRef = builder.objectRef<ApprovedProgram>('ApprovedProgram').implement({
  description: 'A program approved by a coach of the team.',
  fields: (t) => ({
    id: t.exposeID('id'),
    teamId: t.exposeID('teamId'),
    programTitle: t.exposeString('programTitle'),
    programContent: t.exposeString('programContent'),
    programType: t.exposeString('programType'),
    customizationPrompt: t.exposeString('customizationPrompt', { nullable: true }),
    approvedAt: t.exposeString('approvedAt'),
    isPushed: t.exposeBoolean('isPushed'),
    pushedAt: t.exposeString('pushedAt', { nullable: true }),
    document: t.field({
      type: 'JSONObject',
      description: 'The program as a structured document (the same one the REST list answers); programContent is its text.',
      resolve: (program) => program.document,
    }),
  }),
});

/** This subgraph's part of the Team entity (merged by id at the gateway). */
interface TeamStub {
  id: string;
}

const TeamRef = builder.objectRef<TeamStub>('Team').implement({
  directives: { key: { selectionSet: '{ id }' } },
  fields: (t) => ({
    id: t.exposeID('id'),
    approvedPrograms: t.field({
      type: [ApprovedProgramRef],
      description: "The team's approved programs, newest first (only the team's coaches).",
      resolve: (team, _args, ctx) => {
        if (!ctx.identity) throw unauthorized();
        return ctx.programs.listApproved(ctx.identity, team.id);
      },
    }),
  }),
});

builder.queryField('_programTeamsByIds', (t) =>
  t.field({
    type: [TeamRef],
    nullable: { list: false, items: true },
    description: 'Merge entry point for the gateway: Team stubs in key order.',
    directives: { merge: { keyField: 'id' } },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args) => args.ids.map((id) => ({ id: String(id) })),
  }),
);
