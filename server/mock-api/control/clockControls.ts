import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { validationFailed } from '../http/errors.ts';

const DAY_MS = 86_400_000;

/**
 * `GET /__mock/clock` and `POST /__mock/clock {advance_days}`: the mock's clock, which clock-driven
 * rules read (funding requests' monthly runs and temporary funds going back). Advancing moves it
 * forward by whole days (1–400); `{reset: true}` sets it back to the real time. Reset restores it too.
 */
export function registerClockControls(router: Router, context: MockContext): void {
  const answer = () => ({ now: context.store.now().toISOString(), offset_days: context.store.clockOffsetMs / DAY_MS });
  router.get('/clock', (_req, res) => {
    res.json({ data: answer() });
  });
  router.post('/clock', (req, res) => {
    const body = (req.body ?? {}) as { advance_days?: unknown; reset?: unknown };
    if (body.reset === true) {
      context.store.clockOffsetMs = 0;
      res.json({ data: answer() });
      return;
    }
    const days = body.advance_days;
    if (!Number.isInteger(days) || (days as number) < 1 || (days as number) > 400)
      throw validationFailed({ advance_days: ['Give a whole number of days from 1 to 400 (or {"reset": true}).'] });
    context.store.clockOffsetMs += (days as number) * DAY_MS;
    res.json({ data: answer() });
  });
}
