/**
 * Test support (services' tests and the browser tests): a web push service on loopback that decrypts what it
 * receives as a browser would, and checks the sender's VAPID signature.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** `http_ece` (web-push's encryption library, no types): decrypts what a browser would receive. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on loopback (what fcm.googleapis.com is to Chrome): records each POST, answers 201 unless told otherwise. */
export async function startFakePushService() {
  const received: PushRequest[] = [];
  /** Status to answer per path (e.g. 410 for a subscription that expired). */
  const statusFor = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusFor.get(req.url ?? '') ?? 201);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    statusFor,
    reset: () => {
      received.length = 0;
      statusFor.clear();
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

/** A browser's push subscription: its own P-256 key pair and 16-byte auth secret, at an endpoint of the push service. */
export function browserSubscription(origin: string, id: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const json = { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
  return {
    json,
    path: `/push/${id}`,
    /** What the service worker would get in event.data: the decrypted aes128gcm body, parsed. */
    decrypt: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as unknown,
  };
}

/**
 * Checks a VAPID Authorization header (`vapid t=<JWT>, k=<public key>`, RFC 8292): the key, the ES256 signature made
 * with its private half, and the claims. Returns the JWT's claims.
 */
export function verifyVapidHeader(header: string | undefined, publicKey: string): { aud: string; sub: string; exp: number } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== publicKey) throw new Error('the header carries another public key');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify');
  expectAlg(JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string });
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number };
}

function expectAlg(header: { alg?: string }) {
  if (header.alg !== 'ES256') throw new Error(`VAPID JWT alg is ${header.alg}`);
}
