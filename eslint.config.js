// @ts-check
/**
 * One lint for the whole repository (run by `npm test` and `npm run lint`): ESLint's and typescript-eslint's
 * recommended rules, the rules of hooks for the web app, and the architecture's boundaries:
 * - a feature of a web app never imports another feature (features meet in the app's `app/` composition or share
 *   through the kit): eslint-plugin-boundaries;
 * - the web app (shell, kit, remotes) never imports a service, the service kit or a server-only library;
 * - TanStack Query comes from the kit (`@rugby/kit/query.ts`), so the shell's one client is the one every remote uses.
 * Formatting is Prettier's (eslint-config-prettier turns off the rules it owns).
 */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = ['shell/host/**/*.{ts,tsx}', 'shell/kit/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'];
const WEB_SOURCES = ['shell/host/src/**/*.{ts,tsx}', 'shell/kit/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'];

/** What the web app must not import (its sources; the kit's deep modules add their own rule below). */
const WEB_IMPORT_LIMITS = {
  paths: [{ name: '@tanstack/react-query', message: "Import TanStack Query from '@rugby/kit/query.ts' (the shell's one client)." }],
  patterns: [
    {
      group: ['@rugby/*-service', '@rugby/*-service/*', '@rugby/service-kit', '@rugby/service-kit/*', '@rugby/gateway', '@rugby/gateway/*'],
      message: 'The web app talks to services over HTTP only (callRoute from @rugby/kit).',
    },
    { group: ['**/services/**', '**/gateway/**'], message: 'The web app talks to services over HTTP only (callRoute from @rugby/kit).' },
    { group: ['@prisma/*', 'pg', 'ioredis', 'openai', 'twilio', 'express'], message: 'A server-only library in the web app.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/gql/**',
      '**/coverage/**',
      'test-results/**',
      '**/playwright-report/**',
      'shell/e2e/*.tmp.ts',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a const object or a union of string literals.' }],
    },
  },
  {
    // Tests and their support read answers of any shape.
    files: ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'shell/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: WEB,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: WEB_SOURCES,
    // The kit's query module is where TanStack Query enters the web app.
    ignores: ['shell/kit/src/query.ts'],
    rules: {
      'no-restricted-imports': ['error', WEB_IMPORT_LIMITS],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a const object or a union of string literals.' },
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call REST routes by their id (callRoute, routeQuery, useRouteMutation, routePath from @rugby/kit).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call REST routes by their id (callRoute, routeQuery, useRouteMutation, routePath from @rugby/kit).',
        },
      ],
    },
  },
  {
    // The kit's deep modules are bundled into each app that imports them; what holds state or a class (the API
    // client, ApiError, auth, the record of open dialogs) must come from the kit's shared index, never by a relative
    // path (a second copy: instanceof fails, state splits).
    files: ['shell/kit/src/{ui,forms,graphql}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...WEB_IMPORT_LIMITS,
          patterns: [
            ...WEB_IMPORT_LIMITS.patterns,
            {
              group: ['../api/*', '../auth/*', '../lib/open-dialogs.ts', '../lib/preloadable.tsx'],
              message: "Import it from '@rugby/kit' (the shared index), not by a relative path from a deep module.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/host/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['**/shell/host/src/**/*', '**/mf-*/src/**/*'],
      'boundaries/elements': [
        { type: 'feature', pattern: '**/shell/host/src/features/*', capture: ['root', 'feature'] },
        { type: 'feature', pattern: '**/mf-*/src/features/*', capture: ['root', 'app', 'feature'] },
        { type: 'app', pattern: ['**/shell/host/src/app', '**/mf-*/src/app'] },
        { type: 'shared', pattern: ['**/shell/host/src/components', '**/mf-*/src/components'] },
      ],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
              message:
                'A feature does not import another feature ({{ from.element.captured.feature }} -> {{ to.element.captured.feature }}): compose them in the app layer (src/app) or share through src/components or the kit.',
            },
            {
              from: { element: { types: { anyOf: ['feature', 'shared'] } } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Only the app layer (src/app) composes: features and shared components do not import it.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'Shared components (src/components) do not import a feature.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
