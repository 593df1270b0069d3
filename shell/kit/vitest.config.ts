import { webProject } from './vitest.preset.ts';

export default webProject('kit');
