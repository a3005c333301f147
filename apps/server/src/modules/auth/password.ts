// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. The
// native module is loaded on the first sign-in or sign-up, not at start: most requests never
// need it, and it is some megabytes of resident memory.
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}
