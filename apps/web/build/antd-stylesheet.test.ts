import { describe, expect, it } from 'vitest';
import { selectsUnusedComponent } from './antd-stylesheet';

describe('selectsUnusedComponent', () => {
  it('rejects the selectors of components the app does not use', () => {
    expect(selectsUnusedComponent('.ant-cascader-menu-item')).toBe(true);
    expect(selectsUnusedComponent('.ant-form .ant-list')).toBe(true);
    expect(selectsUnusedComponent('.ant-picker-calendar .ant-picker-cell')).toBe(true);
  });

  it('keeps those of used components, whose class names may begin alike', () => {
    expect(selectsUnusedComponent('.ant-upload-list-item')).toBe(false);
    expect(selectsUnusedComponent('.ant-picker-cell-inner')).toBe(false);
    expect(selectsUnusedComponent('.ant-btn')).toBe(false);
  });

  it('keeps a selector that only excludes an unused component', () => {
    expect(selectsUnusedComponent('.ant-select:not(.ant-select-tree-node)')).toBe(false);
  });
});
