import { webProject } from '../shell/kit/vitest.preset.ts';

export default webProject('mf-player');
