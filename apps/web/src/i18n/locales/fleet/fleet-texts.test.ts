import { messages } from '@foleni/contract';
import { describe, expect, it } from 'vitest';
import { expectSwahiliOfEvery } from '../expect-swahili';
import { enFleet } from './en';
import { swFleet } from './sw';

describe('fleet texts', () => {
  it('show the contract’s fleet and membership messages word for word (spec §8)', () => {
    expect(enFleet.messages.fleet).toStrictEqual(messages.fleet);
    expect(enFleet.messages.members).toStrictEqual(messages.members);
  });

  it('are translated into Kiswahili, keeping every placeholder', () => {
    expectSwahiliOfEvery(enFleet, swFleet);
  });
});
