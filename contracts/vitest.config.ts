import { nodeProject } from '../services/kit/vitest.preset.ts';

export default nodeProject('contracts');
