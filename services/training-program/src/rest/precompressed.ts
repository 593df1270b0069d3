import { gunzipSync } from 'node:zlib';
import type { RequestContext } from '@rugby/service-kit';
import type { ListBody } from '../domain/approved-list-body.ts';

/**
 * Sends a JSON answer that is already serialised and gzipped: as is to clients that accept gzip (browsers,
 * and the gateway and edge pass it through untouched), unzipped to the others; 304 when the client's
 * If-None-Match names this version.
 */
export function sendPrecompressedJson({ req, res }: RequestContext, body: ListBody): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', body.etag);
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(body.gzip);
  } else {
    res.send(gunzipSync(body.gzip));
  }
}
