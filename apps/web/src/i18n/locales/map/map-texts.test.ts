import { describe, it } from 'vitest';
import { expectSwahiliOfEvery } from '../expect-swahili';
import { enMap } from './en';
import { swMap } from './sw';

describe('map texts', () => {
  it('are translated into Kiswahili, keeping every placeholder', () => {
    expectSwahiliOfEvery(enMap, swMap);
  });
});
