const queues = new Map<string, Promise<unknown>>();

/**
 * Runs the tasks given for one key one after another within this process (a stored counter, a
 * database's checkpoint list), so they never race each other for the same document revision.
 * Other instances still race; callers retry their compare-and-swap on a conflict.
 */
export function serialised<T>(key: string, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = next.catch(() => {});
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return next;
}
