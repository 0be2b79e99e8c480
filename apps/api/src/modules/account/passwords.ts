/**
 * Passwords are stored with argon2id (m = 19 MiB, t = 2, p = 1: OWASP's minimum, ~20–50 ms of CPU).
 * Unknown accounts are answered after verifying a dummy hash, so timing does not tell them apart.
 */
import { hash, verify } from '@node-rs/argon2';

/** `algorithm: 2` is Argon2id (the package's const enum cannot be imported under type stripping). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummy: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('翰墨字库-不存在的账号');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
