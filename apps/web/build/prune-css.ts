/** A block of a stylesheet: a rule (`selectors{declarations}`) or an at-rule with its block. */
type Block = { prelude: string; body: string };

/** The top-level blocks of minified CSS, honouring quoted strings (which may hold braces). */
function splitBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  let open = -1;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '{') {
      if (depth++ === 0) open = index;
    } else if (char === '}' && --depth === 0) {
      blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
      start = index + 1;
    }
  }
  return blocks;
}

/** A selector list split at its top-level commas (not those inside `:is(…)` or `[…]`). */
function splitSelectors(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < prelude.length; index++) {
    const char = prelude[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors;
}

const GROUPING_RULE = /^@(media|supports|container|layer)\b/;

/**
 * The stylesheet without the selectors `drop` rejects, and without rules (or media queries) left
 * with none. Other at-rules (`@keyframes`) stay as they are.
 */
export function pruneCss(css: string, drop: (selector: string) => boolean): string {
  return splitBlocks(css)
    .map(({ prelude, body }) => {
      if (GROUPING_RULE.test(prelude)) {
        const inner = pruneCss(body, drop);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) {
        return `${prelude}{${body}}`;
      }
      const kept = splitSelectors(prelude).filter((selector) => !drop(selector));
      return kept.length > 0 ? `${kept.join(',')}{${body}}` : '';
    })
    .join('');
}
