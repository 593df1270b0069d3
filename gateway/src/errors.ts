import type { ServiceName } from '@rugby/contracts';

/** "The training program service is unavailable. Please try again shortly." */
export const serviceUnavailableMessage = (service: ServiceName) =>
  `The ${service.replace(/-/g, ' ')} service is unavailable. Please try again shortly.`;
