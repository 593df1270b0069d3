import { finishSubgraphSchema } from '@rugby/service-kit';
import { builder } from '../builder.ts';
import './feedback.ts';

builder.queryType({});

export const schema = finishSubgraphSchema(builder.toSchema({ sortSchema: true }));
