// argon2id password hashing with the OWASP parameters (19 MiB of memory, 2 iterations, 1 lane).
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export function createPasswordHasher(): PasswordHasher {
  // Verified against when the user name is unknown, so that both failures take the same time.
  const decoy = argon2.hash('decoy-password-for-unknown-users', OPTIONS);
  return {
    hash: (password) => argon2.hash(password, OPTIONS),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash || (await decoy), password);
      } catch {
        return false;
      }
    },
  };
}
