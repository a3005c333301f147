import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdAlgorithms, getThemeConfig, THEME_MODES, themeSeed } from './theme';

type Tokens = Record<string, unknown>;

/** The tokens antd's algorithm adds to a seed, or changes in it. */
function derivedPart(mapToken: Tokens, seed: Tokens): Tokens {
  return Object.fromEntries(
    Object.entries(mapToken).filter(([key, value]) => !(key in seed) || seed[key] !== value),
  );
}

describe.each(THEME_MODES)('the %s theme', (mode) => {
  const seedOf = (reducedMotion: boolean) => ({
    ...theme.defaultSeed,
    ...themeSeed(mode, reducedMotion),
  });

  it('keeps what antd derives from our seed in derived-tokens.<mode>.json', async () => {
    const seed = seedOf(false);
    const derived = derivedPart(antdAlgorithms[mode](seed) as unknown as Tokens, seed);
    await expect(`${JSON.stringify(derived, null, 2)}\n`).toMatchFileSnapshot(
      `./derived-tokens.${mode}.json`,
    );
  });

  it.each([false, true])(
    'gives antd the tokens its algorithm would (reduced motion: %s)',
    (reduced) => {
      const seed = seedOf(reduced);
      const { algorithm } = getThemeConfig(mode, reduced);
      if (typeof algorithm !== 'function') throw new Error('expected one algorithm');
      expect(algorithm(seed)).toEqual(antdAlgorithms[mode](seed));
    },
  );
});
