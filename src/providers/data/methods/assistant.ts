import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';

export type ChatRequest = components['schemas']['ChatRequest'];
export type ChatReply = components['schemas']['ChatReply'];
export type ChatCitation = components['schemas']['ChatCitation'];

/**
 * What asking the assistant came to (spec §8): a reply; an answer from the server that is an error
 * (its `error` text, or none); or no answer from the assistant at all: the network failed, or a gateway
 * answered for it (502, 503 or 504 without the assistant's own `error` field).
 */
export type AssistantOutcome = { kind: 'reply'; reply: ChatReply } | { kind: 'error'; error: string | null } | { kind: 'network' };

/** Statuses a proxy or load balancer answers when the service behind it cannot be reached. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

export const assistantMethods = {
  /** `POST /api/chat` (same origin, same bearer token). Never throws: the drawer shows each outcome. */
  async askAssistant(request: ChatRequest): Promise<AssistantOutcome> {
    const sent = apiClient.POST('/api/chat', { body: request });
    let result: Awaited<typeof sent>;
    try {
      result = await sent;
    } catch {
      return { kind: 'network' };
    }
    if (result.response.ok && result.data) return { kind: 'reply', reply: result.data };
    const body = result.error as { error?: unknown } | undefined;
    const error = typeof body?.error === 'string' && body.error.trim() !== '' ? body.error : null;
    if (error === null && GATEWAY_STATUSES.has(result.response.status)) return { kind: 'network' };
    return { kind: 'error', error };
  },
};
