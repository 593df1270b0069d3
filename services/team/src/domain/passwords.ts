import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummyHash: Promise<string> | null = null;

/** Verifies a password; with no stored hash it still spends the same work, so timing does not reveal unknown accounts. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await (dummyHash ??= hashPassword('no-such-account-placeholder')), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
