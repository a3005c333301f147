import { describe, expect, it } from 'vitest';
import { rideBounds, stopItems } from './stop-window';

const stops = Array.from({ length: 20 }, (_, index) => `S${index}`);

describe('stopItems', () => {
  it('shows a short list in full, with the ride marked', () => {
    const { items, collapsible } = stopItems(['A', 'B', 'C', 'D'], 'B', 'C', false);
    expect(collapsible).toBe(false);
    expect(items.map((item) => (item.kind === 'stop' ? item.part : 'gap'))).toEqual([
      'before',
      'boarding',
      'alighting',
      'after',
    ]);
  });

  it('collapses a long list around the boarding and alighting stops', () => {
    const { items } = stopItems(stops, 'S3', 'S15', false);
    expect(items.map((item) => (item.kind === 'stop' ? item.name : `+${item.count}`))).toEqual([
      '+3',
      'S3',
      'S4',
      'S5',
      '+7',
      'S13',
      'S14',
      'S15',
      '+4',
    ]);
  });

  it('finds the alighting stop after the boarding stop when a name repeats', () => {
    expect(rideBounds(['X', 'A', 'X', 'B', 'X'], 'A', 'X')).toEqual({ from: 1, to: 2 });
  });
});
