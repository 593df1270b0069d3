import type { ComponentType } from 'react';

/** The remotes the shell composes; keys of /remotes.json. */
export const REMOTES = ['public', 'coach', 'player'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Module Federation container name of a remote (`public` alone is a reserved word in strict JS). */
export const remoteContainerName = (remote: string) => `mf_${remote}`;

/** One screen a remote offers; the shell decides its path and who may see it. */
export interface RemoteRouteObject {
  Component: ComponentType;
  handle?: { title?: string };
}

/** What a remote's `./routes` module exports: route objects keyed by id. */
export type RemoteRouteModule = { routes: Record<string, RemoteRouteObject> };
