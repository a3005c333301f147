/**
 * Work an answer must not wait for, such as sending mail and making the token it carries: the
 * answer then takes as long whether or not there was anything to do, so a password reset for an
 * unknown address cannot be told from one for a real account by its timing. Jobs run one at a
 * time, in order, after the current request's answer has gone out; a job that fails is logged and
 * the next one runs.
 */
export function createBackgroundQueue(log: { error(obj: object, msg: string): void }) {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;

  return {
    push(name: string, job: () => Promise<void>): void {
      pending++;
      tail = tail
        // setImmediate: past the microtasks in which Fastify sends the current answer.
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(job)
        .catch((error: unknown) => log.error({ err: error, job: name }, 'background job failed'))
        .finally(() => {
          pending--;
        });
    },
    /** Resolves once every job pushed so far, and any they pushed, has finished. */
    async drain(): Promise<void> {
      while (pending > 0) await tail;
    },
  };
}
export type BackgroundQueue = ReturnType<typeof createBackgroundQueue>;
