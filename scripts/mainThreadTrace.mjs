// Reads a Chrome trace (the JSON of `browser.stopTracing()`) for the page's main thread: its top-level tasks with
// their CPU time. Used by scripts/bench-main-thread.mjs.

const LONG_TASK_MS = 50;

/**
 * The top-level tasks (`RunTask`) of every renderer's main thread, as [start ms after the first task, CPU ms]: a
 * cold load can run in more than one renderer (the page is moved to another process as it navigates), and the trace
 * also holds the browser's and helper processes' threads, which are left out.
 */
export function mainThreadTasks(trace) {
  const events = trace.traceEvents ?? trace;
  // A process's main thread has the process's id (Linux); the browser's and the GPU process's are named otherwise.
  const notPages = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && /^Cr(Browser|Gpu)Main$/.test(event.args?.name))
      .map((event) => event.pid),
  );
  const tasks = events.filter(
    (event) => event.ph === 'X' && event.name === 'RunTask' && event.tid === event.pid && !notPages.has(event.pid),
  );
  const origin = Math.min(...tasks.map((event) => event.ts));
  return tasks.map((event) => [Math.round((event.ts - origin) / 1000), (event.tdur ?? event.dur ?? 0) / 1000]);
}

/** CPU time in all, the long tasks (≥ 50 ms CPU), their blocking time (beyond 50 ms each) and the longest, in ms. */
export function summariseTasks(tasks) {
  const longTasks = tasks.filter(([, cpu]) => cpu >= LONG_TASK_MS).map(([start, cpu]) => [start, Math.round(cpu)]);
  return {
    cpuMs: Math.round(tasks.reduce((sum, [, cpu]) => sum + cpu, 0)),
    blockingMs: longTasks.reduce((sum, [, cpu]) => sum + cpu - LONG_TASK_MS, 0),
    longestMs: Math.max(0, ...longTasks.map(([, cpu]) => cpu)),
    longTasks,
  };
}
