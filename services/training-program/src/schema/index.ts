import { finishSubgraphSchema } from '@rugby/service-kit';
import { builder } from '../builder.ts';
import './elite-program.ts';
import './player.ts';
import './team.ts';

builder.queryType({});

export const schema = finishSubgraphSchema(builder.toSchema({ sortSchema: true }));
