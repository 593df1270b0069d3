import { webProject } from '../kit/vitest.preset.ts';

export default webProject('shell');
