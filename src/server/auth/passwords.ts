import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** The shortest password sign-up and reset accept. */
export const minPasswordLength = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused with megabyte inputs. */
export const maxPasswordLength = 256;

/** The first rule a new password breaks, as the message people see; undefined when it is acceptable. */
export function passwordProblem(password: string, confirm: string): string | undefined {
  if (password.length < minPasswordLength)
    return `The password must have at least ${minPasswordLength} characters.`;
  if (password.length > maxPasswordLength)
    return `The password can have at most ${maxPasswordLength} characters.`;
  if (password !== confirm) return 'Passwords do not match.';
  return undefined;
}

// Algorithm is a const enum, which isolatedModules cannot read: 2 is Algorithm.Argon2id.
const argon2id = 2 as Algorithm;

// OWASP's memory-hard baseline for argon2id: 19 MiB, two passes, one lane.
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id; the result carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** True when the password matches the stored hash; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a throwaway password, so checking an unknown e-mail costs as much as a known one.
let decoyHash: Promise<string> | undefined;

/** Spends the time of one verification, so response times do not reveal which e-mails have accounts. */
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that never matches');
  await verifyPassword(await decoyHash, password);
}
