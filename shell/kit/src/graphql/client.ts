import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { graphqlBootKey } from '@rugby/contracts/page-boot';
import { ApiError, takeBootAnswer } from '@rugby/kit';

/** A typed operation from GraphQL Code Generator's client preset (documentMode 'string'). */
export type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

interface GraphQLResponse<TResult> {
  data?: TResult | null;
  errors?: { message: string; extensions?: { code?: string; http?: { status?: number } } }[];
}

/**
 * Runs a typed operation against the gateway's /graphql with the session cookie. Fails with the same ApiError as the
 * REST client: the first GraphQL error's code (extensions.code) and message, every message joined.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const query = document.toString();
  // A first screen's operation the page already carries (docs/decisions/017), answered as the gateway answered it.
  const carried = takeBootAnswer(graphqlBootKey(query, variables));
  const res = carried
    ? { status: carried.status, ok: carried.status >= 200 && carried.status < 300, statusText: '', text: async () => carried.body }
    : await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ query, variables }),
      });
  const text = await res.text();
  let body: GraphQLResponse<TResult>;
  try {
    body = JSON.parse(text) as GraphQLResponse<TResult>;
  } catch {
    throw new ApiError(res.status, text || res.statusText);
  }
  const [first] = body.errors ?? [];
  if (first) {
    const status = first.extensions?.http?.status ?? (res.ok ? 200 : res.status);
    throw ApiError.of(status, first.extensions?.code, body.errors!.map((e) => e.message).join('; '));
  }
  if (!res.ok || !body.data) throw new ApiError(res.status, text || res.statusText);
  return body.data;
}
