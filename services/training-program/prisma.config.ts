// Prisma CLI config: the one shared by every service (services/kit/src/prisma-cli-config.ts).
export { default } from '@rugby/service-kit/prisma-cli-config';
