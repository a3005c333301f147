import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { getThemeConfig, THEME_MODES } from './theme';

type Rgba = [number, number, number, number];

/** `#rgb`, `#rrggbb`, `#rrggbbaa` or `rgb[a](r, g, b[, a])`, as antd writes its colours. */
function parse(colour: string): Rgba {
  const hex = colour.match(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => Number.parseInt(full.slice(index, index + 2), 16);
    return [channel(0), channel(2), channel(4), full.length === 8 ? channel(6) / 255 : 1];
  }
  const parts = colour
    .match(/^rgba?\(([^)]+)\)$/)?.[1]
    ?.split(',')
    .map(Number);
  if (!parts || parts.length < 3) {
    throw new Error(`unexpected colour ${colour}`);
  }
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

/** WCAG relative luminance of a colour drawn over an opaque background. */
function luminance([red, green, blue, alpha]: Rgba, background: Rgba): number {
  const linear = (value: number, under: number) => {
    const channel = (value * alpha + under * (1 - alpha)) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * linear(red, background[0]) +
    0.7152 * linear(green, background[1]) +
    0.0722 * linear(blue, background[2])
  );
}

function contrast(text: string, background: string): number {
  const under = parse(background);
  const lighter = luminance(parse(text), under);
  const darker = luminance(under, under);
  return (Math.max(lighter, darker) + 0.05) / (Math.min(lighter, darker) + 0.05);
}

const TEXT_TOKENS = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorLink',
  'colorPrimaryText',
  'colorErrorText',
  'colorSuccessText',
  'colorWarningText',
  'colorInfoText',
] as const;

const BACKGROUND_TOKENS = ['colorBgContainer', 'colorBgLayout', 'colorBgElevated'] as const;

const AA = 4.5;

describe.each(THEME_MODES)('the %s theme (WCAG AA contrast)', (mode) => {
  const token = theme.getDesignToken(getThemeConfig(mode));

  it.each(TEXT_TOKENS)('%s on the container, the page and raised surfaces', (name) => {
    for (const background of BACKGROUND_TOKENS) {
      expect(contrast(token[name], token[background]), `${name} on ${background}`).toBeGreaterThan(
        AA,
      );
    }
  });

  it('status texts and secondary text on their tints', () => {
    const pairs = [
      ['colorSuccessText', 'colorSuccessBg'],
      ['colorWarningText', 'colorWarningBg'],
      ['colorErrorText', 'colorErrorBg'],
      ['colorInfoText', 'colorInfoBg'],
      ['colorPrimaryText', 'colorPrimaryBg'],
      ['colorTextTertiary', 'colorPrimaryBg'],
    ] as const;
    for (const [text, background] of pairs) {
      expect(contrast(token[text], token[background]), `${text} on ${background}`).toBeGreaterThan(
        AA,
      );
    }
  });

  it('white text on the primary green (buttons), also under the pointer and pressed', () => {
    for (const background of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive'] as const) {
      expect(contrast(token.colorTextLightSolid, token[background]), background).toBeGreaterThan(
        AA,
      );
    }
  });
});
