// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusTableScrollers } from './keyboard-scroll';

describe('keyboard-scrollable tables', () => {
  it('gives every table scroller a tab stop and leaves one that has its own alone', () => {
    document.body.innerHTML = `
      <div class="ant-table-content" id="a"></div>
      <div class="ant-table-body" id="b"></div>
      <div class="ant-table-content" id="c" tabindex="-1"></div>
      <div class="other" id="d"></div>`;
    focusTableScrollers(document);
    const tab = (id: string) => document.getElementById(id)!.getAttribute('tabindex');
    expect([tab('a'), tab('b'), tab('c'), tab('d')]).toEqual(['0', '0', '-1', null]);
  });
});
