import type { components } from '../api/schema';
/**
 * The assistant chat's input rules (spec §5, §9): what may be sent, how the box grows, when focus
 * moves. Pure, so the drawer and its tests share them.
 */

/** The box grows with its text up to this many rows, then scrolls. */
export const CHAT_INPUT_MAX_ROWS = 4;

/** Focus moves to the box this long after the drawer opens (its slide-in), and after a reply arrives. */
export const CHAT_FOCUS_DELAY_MS = { open: 300, reply: 100 } as const;

/** Empty or whitespace-only text is not sent; nothing is sent while a reply is pending. */
export function canSendChat(text: string, pending: boolean): boolean {
  return !pending && text.trim() !== '';
}

/** Enter sends; Shift+Enter (and Enter while an input method composes) adds a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/**
 * Five questions an empty chat offers (§8's canned answers, for a failed chat, are assistantFallback's): the label is an
 * i18n key; the question sent is the one of the app's language (the engine reads English and
 * Arabic, and answers in the app's language).
 */
export const SUGGESTED_QUESTIONS = [
  {
    key: 'spendboard.assistant.suggestions.spend_by_company',
    question: { en: 'How much did each company spend this month?', ar: 'كم أنفقت كل شركة هذا الشهر؟' },
  },
  {
    key: 'spendboard.assistant.suggestions.change',
    question: { en: 'How did spend change by company since last month?', ar: 'كيف تغيّر إنفاق كل شركة منذ الشهر الماضي؟' },
  },
  { key: 'spendboard.assistant.suggestions.urgent', question: { en: 'What is urgent or overdue?', ar: 'ما العاجل أو المتأخر؟' } },
  {
    key: 'spendboard.assistant.suggestions.limits',
    question: { en: 'Which card limits are nearly used?', ar: 'ما حدود البطاقات التي أوشكت على النفاد؟' },
  },
  { key: 'spendboard.assistant.suggestions.unusual', question: { en: 'Is there any unusual spend?', ar: 'هل هناك إنفاق غير معتاد؟' } },
] as const;

/** The language of the assistant's replies: the app's, when the assistant knows it (else English). */
export type ChatLocale = NonNullable<components['schemas']['ChatRequest']['locale']>;
export const chatLocaleOf = (locale: string): ChatLocale => (locale === 'ar' ? 'ar' : 'en');

type Schemas = components['schemas'];
type Portfolio = Schemas['PortfolioResponse']['data'];
type ApprovalInbox = Schemas['ApprovalInbox'];

/**
 * The chat's context (§7) from what the portfolio pages show: each company's card, the portfolio
 * stats, the inbox stats and its first page of items. Before the portfolio has loaded, the
 * companies of the session stand in (id and name only). The server never takes a figure from here.
 */
export function chatContextOf(
  companies: readonly { id: string; name: string }[],
  portfolio: Portfolio | undefined,
  inbox: ApprovalInbox | undefined,
): Schemas['ChatContext'] {
  const portfolioData = portfolio
    ? portfolio.companies.map((company) => ({
        id: company.id,
        name: company.name,
        role: company.roles[0] ?? null,
        plan: company.plan,
        status: company.status,
        monthlySpend: company.spend_this_month ?? null,
        pendingApprovals: company.pending_approvals,
        members: company.members ?? null,
        lastActivityAt: company.last_activity_at,
      }))
    : companies.map(({ id, name }) => ({ id, name }));
  return {
    portfolioData,
    portfolioStats: portfolio
      ? {
          totalOrganizations: portfolio.stats.total_organizations,
          monthlySpend: portfolio.stats.monthly_spend,
          pendingApprovals: portfolio.stats.pending_approvals,
          teamMembers: portfolio.stats.team_members,
        }
      : {},
    approvalStats: inbox
      ? { totalPending: inbox.stats.total_pending, totalAmount: inbox.stats.total_amount, urgentItems: inbox.stats.urgent_items }
      : {},
    portfolioCount: portfolioData.length,
    detailedApprovals: (inbox?.data ?? []).map((item) => ({
      id: item.id,
      type: item.type,
      title: item.title,
      requestor: item.requestor,
      amount: item.amount,
      currency: item.currency,
      priority: item.priority,
      status: item.status,
      dueDate: item.due_date,
      category: item.category,
      description: item.description,
      organizationName: item.company_name,
      organizationId: item.company_id,
    })),
    totalApprovals: inbox?.stats.total_pending ?? 0,
  };
}
