/**
 * Runs `write` of a value that must be unique (a name, a plate), `assertFree` throwing the field's
 * error when another record has it. Two saves of one value at the same moment both pass the
 * first check: the unique index decides, and the loser gets the same field error, not a 500.
 */
export async function writeUnique<T>(
  assertFree: () => Promise<void>,
  write: () => Promise<T>,
): Promise<T> {
  await assertFree();
  try {
    return await write();
  } catch (error) {
    await assertFree();
    throw error;
  }
}
