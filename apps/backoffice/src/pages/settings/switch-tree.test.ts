import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '@wps/contract';
import { changedFlags, countNodes, filterTree, isOn, nodeKeys, setFlag, textMatcher } from './switch-tree';

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled: on ? '1' : '0', childrenNodes });

const whitelabel = [
  node('REGISTER3', true, [node('USERNAMEREG3', true), node('MOBILENUMREG3', false)]),
  node('LOGIN3', true, [node('FACEBOOKLOGIN3', false)]),
  node('CBS3', true),
];
const menu = [node('MEMBERMENU3', true, [node('PTSYS3', true), node('SECPRIV', true)])];
const trees = [whitelabel, menu];

describe('whitelabel switches: only changed flags are sent', () => {
  it('sends nothing without changes', () => {
    expect(changedFlags(trees, {})).toEqual({});
  });

  it('sends each switch flipped, from either tree', () => {
    expect(changedFlags(trees, { MOBILENUMREG3: true, CBS3: false, PTSYS3: false })).toEqual({ MOBILENUMREG3: true, CBS3: false, PTSYS3: false });
  });

  it('leaves out a switch set to its saved value', () => {
    expect(changedFlags(trees, { USERNAMEREG3: true, FACEBOOKLOGIN3: false, SECPRIV: false })).toEqual({ SECPRIV: false });
  });

  it('ignores a change of a modId the trees do not hold', () => {
    expect(changedFlags(trees, { NOPE3: true })).toEqual({});
  });

  it('sends a modId found twice when one of its nodes differs', () => {
    const twice = [[node('CBS3', true)], [node('CBS3', false)]];
    expect(changedFlags(twice, { CBS3: true })).toEqual({ CBS3: true });
    expect(changedFlags(twice, { CBS3: false })).toEqual({ CBS3: false });
  });

  it.each([
    ['flipped on', 'MOBILENUMREG3', true, { MOBILENUMREG3: true }],
    ['flipped off', 'CBS3', false, { CBS3: false }],
    ['set to the saved value', 'CBS3', true, {}],
  ])('setFlag keeps the changes minimal: %s', (_, modId, on, want) => {
    expect(setFlag(trees, {}, modId, on)).toEqual(want);
  });

  it('setFlag drops a change switched back', () => {
    const once = setFlag(trees, {}, 'PTSYS3', false);
    expect(once).toEqual({ PTSYS3: false });
    expect(setFlag(trees, once, 'PTSYS3', true)).toEqual({});
  });

  it('isOn shows the change, else the saved value', () => {
    const n = node('CBS3', true);
    expect(isOn(n, {})).toBe(true);
    expect(isOn(n, { CBS3: false })).toBe(false);
  });
});

describe('whitelabel switches: search and keys', () => {
  const texts = (modId: string) => (modId === 'PTSYS3' ? ['Points mall', 'The points shop'] : []);

  it('keeps a match with its subtree and the path to a deeper match', () => {
    expect(filterTree(whitelabel, textMatcher('login3', texts))).toEqual([node('LOGIN3', true, [node('FACEBOOKLOGIN3', false)])]);
    expect(filterTree(whitelabel, textMatcher('mobile', texts))).toEqual([node('REGISTER3', true, [node('MOBILENUMREG3', false)])]);
  });

  it('searches the texts too, and keeps everything for an empty query', () => {
    expect(filterTree(menu, textMatcher('  MALL ', texts))).toEqual([node('MEMBERMENU3', true, [node('PTSYS3', true)])]);
    expect(filterTree(menu, textMatcher('', texts))).toEqual(menu);
    expect(filterTree(menu, textMatcher('nothing', texts))).toEqual([]);
  });

  it('keys nodes by position and counts them', () => {
    expect(nodeKeys(whitelabel)).toEqual(['0', '0-0', '0-1', '1', '1-0', '2']);
    expect(countNodes(whitelabel)).toBe(6);
  });
});
