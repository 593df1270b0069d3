import { nodeProject } from './vitest.preset.ts';

export default nodeProject('service-kit');
