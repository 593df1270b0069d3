/**
 * GraphQL Code Generator (client preset, documentMode 'string') against the gateway's printed schema:
 * each web app gets typed operations in its own `src/gql/` from the `graphql(...)` documents in its code.
 * Run `npm run codegen -w @rugby/kit` after changing a document or gateway/schema.graphql.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Apps whose code has at least one graphql(`...`) document (an app without any gets no gql folder). */
const APPS = ['shell/host', 'mf-public', 'mf-coach', 'mf-player'].filter((app) =>
  readdirSync(path.join(ROOT, app, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('gql'))
    .some((file) => readFileSync(path.join(ROOT, app, 'src', file), 'utf8').includes('graphql(`')),
);

const config: CodegenConfig = {
  schema: path.join(ROOT, 'gateway/schema.graphql'),
  ignoreNoDocuments: true,
  generates: Object.fromEntries(
    APPS.map((app) => [
      path.join(ROOT, app, 'src/gql/'),
      {
        documents: [path.join(ROOT, app, 'src/**/*.{ts,tsx}'), `!${path.join(ROOT, app, 'src/gql/**')}`],
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, skipTypename: true },
      },
    ]),
  ),
};

export default config;
