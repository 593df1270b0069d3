import { finishSubgraphSchema } from '@rugby/service-kit';
import { builder } from '../builder.ts';
import './team-message.ts';

export const schema = finishSubgraphSchema(builder.toSchema({ sortSchema: true }));
