import { describe, expect, it } from 'vitest';
import { pruneCss } from './prune-css';

const dropTree = (selector: string) => /\.ant-tree\b/.test(selector);

describe('pruneCss', () => {
  it('keeps a stylesheet whole when nothing is dropped', () => {
    const css =
      '.a{color:red;}@media (max-width:575px){.b,.c{margin:0;}}@keyframes spin{to{transform:rotate(1turn);}}';
    expect(pruneCss(css, () => false)).toBe(css);
  });

  it('drops the rejected selectors of a list and rules left with none', () => {
    expect(pruneCss('.ant-btn,.ant-tree{color:red;}.ant-tree-node{margin:0;}', dropTree)).toBe(
      '.ant-btn{color:red;}',
    );
  });

  it('prunes inside media queries and drops those left empty', () => {
    expect(
      pruneCss(
        '@media (max-width:575px){.ant-tree{margin:0;}}@media print{.ant-tree{margin:0;}.ant-btn{margin:0;}}',
        dropTree,
      ),
    ).toBe('@media print{.ant-btn{margin:0;}}');
  });

  it('leaves keyframes alone and reads braces and commas in strings and brackets as text', () => {
    const css =
      '@keyframes antTreeIn{0%{opacity:0;}}.ant-btn[title="a,{b}"]::after{content:"}";}:is(.ant-tree,.x) .y{margin:0;}';
    expect(pruneCss(css, dropTree)).toBe(
      '@keyframes antTreeIn{0%{opacity:0;}}.ant-btn[title="a,{b}"]::after{content:"}";}',
    );
  });
});
