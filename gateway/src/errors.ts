import { SERVER_ERRORS, type ServiceName } from '@rugby/contracts';

/** "The training program service is unavailable. Please try again shortly." — the edge's copy for the gateway is the same. */
export const serviceUnavailableMessage = (service: ServiceName) => SERVER_ERRORS.unavailable(service);
