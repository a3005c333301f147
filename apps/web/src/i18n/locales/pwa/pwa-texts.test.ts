import { describe, it } from 'vitest';
import { expectSwahiliOfEvery } from '../expect-swahili';
import { enPwa } from './en';
import { swPwa } from './sw';

describe('offline texts', () => {
  it('are translated into Kiswahili, keeping every placeholder', () => {
    expectSwahiliOfEvery(enPwa, swPwa);
  });
});
