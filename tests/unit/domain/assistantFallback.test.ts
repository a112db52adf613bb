import { describe, expect, it } from 'vitest';
import { cannedAnswerFor, CANNED_ANSWERS } from '../../../src/domain/assistantFallback';
import { SUGGESTED_QUESTIONS } from '../../../src/domain/assistantChat';

describe('cannedAnswerFor (spec §8: one of five canned answers when the chat fails)', () => {
  it('has five answers, one per suggested question, in English and in Arabic', () => {
    expect(CANNED_ANSWERS).toHaveLength(5);
    const topics = SUGGESTED_QUESTIONS.map(({ key, question }) => {
      const topic = key.split('.').pop();
      expect(cannedAnswerFor(question.en)?.topic).toBe(topic);
      expect(cannedAnswerFor(question.ar)?.topic).toBe(topic);
      return topic;
    });
    expect(new Set(topics).size).toBe(5);
  });

  it('sends each answer to the page that shows what was asked', () => {
    expect(cannedAnswerFor('What is overdue?')).toEqual({ topic: 'urgent', path: '/organizations/my-approval' });
    expect(cannedAnswerFor('Which card limits are nearly used?')?.path).toBe('/cards');
    expect(cannedAnswerFor('Is there any unusual spend?')?.path).toBe('/smart-comply');
  });

  it('has none for a question of no topic (the trouble connecting text instead)', () => {
    expect(cannedAnswerFor('Hello there')).toBeNull();
    expect(cannedAnswerFor('مرحبا')).toBeNull();
  });
});
