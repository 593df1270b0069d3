/** Process-wide configuration shared by all services and the gateway. */
const DEV_IDENTITY_SECRET = 'dev-only-identity-secret-change-me-in-production-000000';
const DEV_SERVICE_TOKEN = 'dev-only-internal-service-token';

export const isProduction = () => process.env.NODE_ENV === 'production';

function secret(name: string, devDefault: string): string {
  const value = process.env[name];
  if (value) return value;
  if (isProduction()) throw new Error(`${name} must be set in production`);
  return devDefault;
}

/** HMAC secret for the identity the gateway signs and services verify. */
export const identitySecret = () => secret('IDENTITY_SECRET', DEV_IDENTITY_SECRET);
/** Shared token for /internal calls between services. */
export const internalServiceToken = () => secret('INTERNAL_SERVICE_TOKEN', DEV_SERVICE_TOKEN);
