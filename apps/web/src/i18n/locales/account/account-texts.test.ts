import { messages } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { expectSwahiliOfEvery } from '../expect-swahili';
import { enAccount } from './en';
import { swAccount } from './sw';

describe('account texts', () => {
  it('show the contract’s messages word for word in English (spec §5, §8)', () => {
    const { session, ...groups } = enAccount.messages;
    // Sentences with a number (`messages.api.tooLong(max)`) are not catalogue texts: they reach
    // the page already written.
    const sentences = (group: keyof typeof groups) =>
      Object.fromEntries(
        Object.entries(messages[group]).filter(([, text]) => typeof text === 'string'),
      );
    for (const [group, texts] of Object.entries(groups)) {
      expect(texts, group).toStrictEqual(sentences(group as keyof typeof groups));
    }
    expect(messages.session.welcome({ name: '{{name}}' })).toBe(session.welcome);
  });

  it('cover the whole login, signup, reset, logout and guard catalogue', () => {
    for (const group of ['login', 'signup', 'reset', 'logout', 'guards'] as const) {
      expect(Object.keys(enAccount.messages[group]).sort(), group).toEqual(
        Object.keys(messages[group]).sort(),
      );
    }
  });

  it('are translated into Kiswahili, keeping every placeholder', () => {
    expectSwahiliOfEvery(enAccount, swAccount);
  });
});
