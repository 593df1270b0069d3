import { renderStandalone } from '@rugby/kit/standalone.tsx';
import * as module from './exposes/routes.ts';

renderStandalone(module, { home: '/' });
