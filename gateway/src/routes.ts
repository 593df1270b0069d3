import { match, type MatchFunction } from 'path-to-regexp';
import type { HttpMethod, RouteDef, ServiceName } from '@rugby/contracts';

type TableRoute = RouteDef & { id: string };

interface CompiledRoute {
  route: TableRoute;
  match: MatchFunction<Partial<Record<string, string | string[]>>>;
  /** Per segment: 0 static, 1 parameter; sorts literal paths before patterns that would also match. */
  rank: number[];
}

export type RouteLookup =
  | { kind: 'found'; route: TableRoute; service: ServiceName; params: Partial<Record<string, string | string[]>> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

const compareRank = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
};

/** Method + path → owning service, generated from the contracts route table. */
export function compileRouteTable(table: ReadonlyArray<TableRoute>) {
  const compiled: CompiledRoute[] = table
    .map((route) => ({
      route,
      match: match(route.path, { decode: false }),
      rank: route.path
        .split('/')
        .filter(Boolean)
        .map((s) => (s.startsWith(':') ? 1 : 0)),
    }))
    .sort((a, b) => compareRank(a.rank, b.rank));

  return function lookup(method: string, path: string): RouteLookup {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allow = new Set<HttpMethod>();
    for (const c of compiled) {
      const matched = c.match(path);
      if (!matched) continue;
      if (c.route.method === wanted) return { kind: 'found', route: c.route, service: c.route.service, params: matched.params };
      allow.add(c.route.method);
    }
    return allow.size ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'not-found' };
  };
}
export type RouteLookupFn = ReturnType<typeof compileRouteTable>;
