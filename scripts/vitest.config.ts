import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../services/kit/vitest.preset.ts';

// Tests of `npm start` itself: they run the real supervisor and its child processes, so the timeouts are generous.
export default mergeConfig(nodeProject('scripts'), { test: { testTimeout: 60_000, hookTimeout: 240_000 } });
