import { describe, expect, it } from 'vitest';
import { batchesOf } from './batches';

describe('batchesOf', () => {
  it('slices a list in order, the last slice holding what is left', () => {
    expect([...batchesOf([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('gives one slice for a short list and none for an empty one', () => {
    expect([...batchesOf(['a', 'b'], 500)]).toEqual([['a', 'b']]);
    expect([...batchesOf([], 500)]).toEqual([]);
  });
});
