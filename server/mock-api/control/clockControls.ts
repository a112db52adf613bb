import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { validationFailed } from '../http/errors.ts';
import type { MockStore } from '../store/store.ts';
import { instantProblem, movedInstant, parseClockChange } from './clockMove.ts';

const DAY_MS = 86_400_000;

/**
 * `GET /__mock/clock` and `POST /__mock/clock`: the mock's clock, which clock-driven rules read (funding
 * requests' runs, scheduled reports, disputes, salary reminders…). A change may set it to an instant
 * (`set`), move it by an ISO 8601 duration or seconds, either way (`advance`), or by whole days ahead
 * (`advance_days`), and freeze it there or let it run (`freeze`); `{reset: true}` sets it back to the
 * real time, running (`POST /__mock/reset` too). The clock lives in the store, so each sandbox has its own.
 */
export function registerClockControls(router: Router, context: MockContext): void {
  router.get('/clock', (_req, res) => {
    res.json({ data: clockAnswer(context.store) });
  });
  router.post('/clock', (req, res) => {
    const parsed = parseClockChange(req.body);
    if ('errors' in parsed) throw validationFailed(parsed.errors);
    const { change } = parsed;
    const { store } = context;
    const realNow = Date.now();
    if (change.reset) {
      store.clockOffsetMs = 0;
      store.clockFrozenAtMs = null;
      res.json({ data: clockAnswer(store, realNow) });
      return;
    }
    const target = movedInstant(store.clockFrozenAtMs ?? realNow + store.clockOffsetMs, change);
    const problem = instantProblem(target, realNow, change);
    if (problem) throw validationFailed(problem);
    store.clockOffsetMs = target - realNow;
    store.clockFrozenAtMs = (change.freeze ?? store.clockFrozenAtMs !== null) ? target : null;
    res.json({ data: clockAnswer(store, realNow) });
  });
}

function clockAnswer(store: MockStore, realNow = Date.now()) {
  const now = store.clockFrozenAtMs ?? realNow + store.clockOffsetMs;
  const offsetMs = now - realNow;
  return { now: new Date(now).toISOString(), offset_days: offsetMs / DAY_MS, offset_ms: offsetMs, frozen: store.clockFrozenAtMs !== null };
}
