import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';

describe('moveItem', () => {
  const stops = ['A', 'B', 'C', 'D', 'E'];

  it('moves an item down and up', () => {
    expect(moveItem(stops, 1, 3)).toEqual(['A', 'C', 'D', 'B', 'E']);
    expect(moveItem(stops, 4, 0)).toEqual(['E', 'A', 'B', 'C', 'D']);
  });

  it('swaps neighbours', () => {
    expect(moveItem(stops, 2, 3)).toEqual(['A', 'B', 'D', 'C', 'E']);
  });

  it('leaves the list as it is for a move outside it, and never changes the input', () => {
    expect(moveItem(stops, 0, -1)).toEqual(stops);
    expect(moveItem(stops, 4, 5)).toEqual(stops);
    expect(stops).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
