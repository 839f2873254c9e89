/**
 * Runs tasks with the same key one after another in this process (a Workers isolate, the Node
 * server). Sign-in attempts of one account from one address go through it, so a burst of guesses
 * is checked against the failures written by the ones before it instead of all passing at once.
 */
const tails = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const current = previous.then(task, task);
  const tail = current.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await current;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
