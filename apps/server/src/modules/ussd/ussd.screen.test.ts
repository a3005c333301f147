import { describe, expect, it } from 'vitest';
import { con, end, numbered, render, SCREEN_MAX } from './ussd.screen';

describe('a USSD screen', () => {
  it('starts with CON when it waits for an input and END when it is the last', () => {
    expect(render(con('Foleni', ...numbered(['One', 'Two'])))).toBe('CON Foleni\n1. One\n2. Two');
    expect(render(end('Bye'))).toBe('END Bye');
  });

  it('leaves out empty lines', () => {
    expect(render(con('A', '', 'B'))).toBe('CON A\nB');
  });

  it('shortens the longest lines to fit 182 characters, keeping the short menu lines whole', () => {
    const long = 'Kencom/Ambassadeur '.repeat(12);
    const screen = render(con(long, long, ...numbered(['Call next to load', 'Mark departed'])));
    expect(screen.length).toBe(SCREEN_MAX);
    expect(screen).toContain('\n1. Call next to load\n2. Mark departed');
    expect(screen.split('\n').filter((line) => line.endsWith('…'))).toHaveLength(2);
  });

  it('drops lines only when shortening cannot make room', () => {
    const lines = Array.from({ length: 120 }, (_, index) => `L${index}`);
    const screen = render(end(...lines));
    expect(screen.length).toBeLessThanOrEqual(SCREEN_MAX);
    expect(screen.startsWith('END ')).toBe(true);
  });
});
