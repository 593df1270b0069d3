import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../processes.ts';

/** The architecture's rules are lint rules (eslint.config.js): these prove each one fails the code it forbids. */
const eslint = new ESLint({ cwd: ROOT });
const problems = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
};

describe('lint: the boundaries of the web app', () => {
  it('fails a feature importing another feature, and passes an import inside the feature', async () => {
    const file = 'mf-coach/src/features/overview/components/lint-probe.tsx';
    expect(await problems(file, "import { PlayersTab } from '../../players/components/players-tab.tsx';\nexport const X = PlayersTab;\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A feature does not import another feature \(overview -> players\)/),
    ]);
    expect(await problems(file, "import { OverviewTab } from './overview-tab.tsx';\nexport const X = OverviewTab;\n")).toEqual([]);
  });

  it('fails a feature or a shared component importing the app layer, and a shared component importing a feature', async () => {
    expect(
      await problems(
        'mf-coach/src/features/overview/components/lint-probe.tsx',
        "import { DashboardRoute } from '../../../app/dashboard/routes/dashboard-route.tsx';\nexport const X = DashboardRoute;\n",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: Only the app layer \(src\/app\) composes/)]);
    expect(
      await problems(
        'mf-coach/src/components/invitations/components/lint-probe.tsx',
        "import { PlayersTab } from '../../../features/players/components/players-tab.tsx';\nexport const X = PlayersTab;\n",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: Shared components \(src\/components\) do not import a feature/)]);
    expect(
      await problems(
        'mf-coach/src/app/dashboard/components/lint-probe.tsx',
        "import { PlayersTab } from '../../../features/players/components/players-tab.tsx';\nexport const X = PlayersTab;\n",
      ),
    ).toEqual([]);
  });

  it('fails the web app importing a service or the service kit', async () => {
    const found = await problems(
      'mf-player/src/features/laws/api/lint-probe.ts',
      "import { HttpError } from '@rugby/service-kit';\nexport const X = HttpError;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*talks to services over HTTP only/)]);
  });

  it('fails a hard-coded REST path in the web app (routes are called by id)', async () => {
    const found = await problems(
      'shell/host/src/features/profile/api/lint-probe.ts',
      "export const path = '/api/teams';\nexport const other = `/api/teams/${path}`;\n",
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^no-restricted-syntax: Call REST routes by their id/);
  });

  it('fails TanStack Query imported around the kit', async () => {
    const found = await problems(
      'mf-public/src/features/join/api/lint-probe.ts',
      "import { useQuery } from '@tanstack/react-query';\nexport const X = useQuery;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*Import TanStack Query from '@rugby\/kit\/query.ts'/)]);
  });

  it("fails a kit deep module reaching the kit's shared state by a relative path (a second copy in each app)", async () => {
    const found = await problems('shell/kit/src/forms/lint-probe.ts', "import { ApiError } from '../api/api-request.ts';\nexport const X = ApiError;\n");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*from '@rugby\/kit' \(the shared index\)/)]);
    const tanstack = await problems('shell/kit/src/ui/lint-probe.ts', "import { useQuery } from '@tanstack/react-query';\nexport const X = useQuery;\n");
    expect(tanstack).toHaveLength(1);
  });

  it('fails a hook called conditionally', async () => {
    const found = await problems(
      'mf-coach/src/features/overview/components/lint-probe.tsx',
      "import { useState } from 'react';\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
    );
    expect(found).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks: /)]);
  });
});
