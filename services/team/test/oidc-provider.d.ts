/** The small part of oidc-provider (which ships no types) that the OIDC tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type KoaContextWithOIDC = unknown;

  interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  interface InteractionDetails {
    uid: string;
    grantId?: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: { new (init: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
