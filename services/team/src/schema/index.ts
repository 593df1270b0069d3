import { finishSubgraphSchema } from '@rugby/service-kit';
import { builder } from '../builder.ts';
import './user.ts';
import './team.ts';
import './invitation.ts';

builder.queryType({});

export const schema = finishSubgraphSchema(builder.toSchema({ sortSchema: true }));
