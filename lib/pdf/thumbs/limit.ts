/**
 * Runs tasks with at most `max` of them at once, the rest waiting in the order they came. A finishing task
 * hands its slot straight to the next one, so a task started in between cannot push the count past `max`.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
