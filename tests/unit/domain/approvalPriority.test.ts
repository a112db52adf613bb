import { describe, expect, it } from 'vitest';
import { approvalPriority, daysUntil, isUrgentItem } from '../../../src/domain/approvalPriority';

const today = '2026-11-25';

describe('approval priority (due date, then amount)', () => {
  it('counts whole days to the due date', () => {
    expect(daysUntil('2026-11-25', today)).toBe(0);
    expect(daysUntil('2026-11-24', today)).toBe(-1);
    expect(daysUntil('2026-12-02', today)).toBe(7);
  });

  it('ranks by the due date: overdue urgent, 2 days high, 7 days medium, later or none low', () => {
    const at = (dueDate: string | null) => approvalPriority({ dueDate, amount: 100 }, today);
    expect(at('2026-11-24')).toBe('urgent');
    expect(at('2026-11-25')).toBe('high');
    expect(at('2026-11-27')).toBe('high');
    expect(at('2026-11-28')).toBe('medium');
    expect(at('2026-12-02')).toBe('medium');
    expect(at('2026-12-03')).toBe('low');
    expect(at(null)).toBe('low');
  });

  it('raises one level from 100,000 and is urgent from 500,000', () => {
    expect(approvalPriority({ dueDate: null, amount: 99_999.99 }, today)).toBe('low');
    expect(approvalPriority({ dueDate: null, amount: 100_000 }, today)).toBe('medium');
    expect(approvalPriority({ dueDate: '2026-11-27', amount: 150_000 }, today)).toBe('urgent');
    expect(approvalPriority({ dueDate: '2026-11-24', amount: 150_000 }, today)).toBe('urgent');
    expect(approvalPriority({ dueDate: null, amount: 500_000 }, today)).toBe('urgent');
  });

  it('counts an item as urgent when its priority is Urgent, whatever its status', () => {
    expect(isUrgentItem({ priority: 'urgent', status: 'in_review' })).toBe(true);
    expect(isUrgentItem({ priority: 'urgent', status: 'submitted' })).toBe(true);
    expect(isUrgentItem({ priority: 'low', status: 'submitted' })).toBe(false);
    expect(isUrgentItem({ priority: 'high', status: 'in_review' })).toBe(false);
  });
});
