import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs bench helper without types
import { mainThreadTasks, summariseTasks } from '../../../scripts/mainThreadTrace.mjs';

const BROWSER = 1;
const RENDERER = 2;
const task = (pid: number, tid: number, ts: number, cpuMs: number, wallMs = cpuMs) => ({
  ph: 'X',
  name: 'RunTask',
  pid,
  tid,
  ts: ts * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const threadName = (pid: number, tid: number, name: string) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name } });

describe('the main thread read from a Chrome trace', () => {
  const trace = {
    traceEvents: [
      threadName(BROWSER, BROWSER, 'CrBrowserMain'),
      threadName(RENDERER, RENDERER, 'CrRendererMain'),
      task(BROWSER, BROWSER, 0, 500),
      task(RENDERER, RENDERER, 100, 20),
      // A task that waited for the CPU: 300 ms on the clock, 120 ms of work.
      task(RENDERER, RENDERER, 200, 120, 300),
      task(RENDERER, RENDERER + 7, 250, 400),
      { ph: 'X', name: 'ParseHTML', pid: RENDERER, tid: RENDERER, ts: 210_000, dur: 90_000, tdur: 90_000 },
    ],
  };

  it("keeps the renderers' main-thread tasks with their CPU time, not the browser's nor other threads'", () => {
    expect(mainThreadTasks(trace)).toEqual([
      [0, 20],
      [100, 120],
    ]);
  });

  it('counts the blocking time of the tasks of 50 ms or more, beyond 50 ms each', () => {
    expect(summariseTasks(mainThreadTasks(trace))).toEqual({ cpuMs: 140, blockingMs: 70, longestMs: 120, longTasks: [[100, 120]] });
    expect(summariseTasks([[0, 49.9]])).toEqual({ cpuMs: 50, blockingMs: 0, longestMs: 0, longTasks: [] });
  });
});
