import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { canSendChat, chatContextOf, isSendKey } from '../../../src/domain/assistantChat';

type Schemas = components['schemas'];

const acme = { id: 'c-1', name: 'Acme Trading LLC' };
const portfolio: Schemas['PortfolioResponse']['data'] = {
  companies: [
    {
      ...acme,
      roles: ['Finance Manager', 'Viewer'],
      plan: 'enterprise',
      currency: 'AED',
      spend_this_month: [{ currency: 'AED', amount: 1250.5 }],
      spend_by_month: [0, 0, 0, 0, 0, 1250.5],
      pending_approvals: 2,
      members: 14,
      last_activity_at: '2026-11-20T08:00:00Z',
      status: 'active',
    },
  ],
  stats: { total_organizations: 1, monthly_spend: [{ currency: 'AED', amount: 1250.5 }], pending_approvals: 2, team_members: 14 },
  months: [],
} as unknown as Schemas['PortfolioResponse']['data'];
const item = {
  company_id: acme.id,
  company_name: acme.name,
  type: 'expense',
  id: '41',
  title: 'Team offsite',
  requestor: 'Maya Haddad',
  amount: 4200,
  currency: 'AED',
  priority: 'high',
  status: 'submitted',
  due_date: '2026-11-30',
  category: 'Travel',
  description: null,
  created_at: '2026-11-19T08:00:00Z',
};
const inbox = {
  data: [item],
  meta: { total: 2 },
  stats: { total_pending: 2, total_amount: [{ currency: 'AED', amount: 5000 }], urgent_items: 1 },
  companies: [],
} as unknown as Schemas['ApprovalInbox'];

describe('the assistant chat', () => {
  it('sends no empty or whitespace text and nothing while a reply is pending; Enter sends, Shift+Enter does not', () => {
    expect(canSendChat('  \n ', false)).toBe(false);
    expect(canSendChat('Spend?', true)).toBe(false);
    expect(canSendChat('Spend?', false)).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });

  it("builds §7's context from the portfolio and the inbox the pages show", () => {
    const context = chatContextOf([acme], portfolio, inbox);
    expect(context.portfolioCount).toBe(1);
    expect(context.portfolioData[0]).toMatchObject({
      id: acme.id,
      role: 'Finance Manager',
      plan: 'enterprise',
      pendingApprovals: 2,
      members: 14,
    });
    expect(context.portfolioStats).toEqual({
      totalOrganizations: 1,
      monthlySpend: [{ currency: 'AED', amount: 1250.5 }],
      pendingApprovals: 2,
      teamMembers: 14,
    });
    expect(context.approvalStats).toEqual({ totalPending: 2, totalAmount: [{ currency: 'AED', amount: 5000 }], urgentItems: 1 });
    expect(context.detailedApprovals).toEqual([
      expect.objectContaining({
        id: '41',
        type: 'expense',
        amount: 4200,
        organizationName: acme.name,
        organizationId: acme.id,
        dueDate: '2026-11-30',
      }),
    ]);
    expect(context.totalApprovals).toBe(2);
  });

  it('stands in the session companies before the portfolio has loaded', () => {
    expect(chatContextOf([acme], undefined, undefined)).toEqual({
      portfolioData: [acme],
      portfolioStats: {},
      approvalStats: {},
      portfolioCount: 1,
      detailedApprovals: [],
      totalApprovals: 0,
    });
  });
});
