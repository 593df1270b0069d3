import { nodeProject } from '../kit/vitest.preset.ts';

export default nodeProject('messaging');
