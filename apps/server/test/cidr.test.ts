import { describe, expect, it } from 'vitest';
import { createIpMatcher, isValidCidr, normalizeIp, parseIp } from '../src/platform/cidr.js';

describe('CIDR matcher', () => {
  it.each([
    // [list, ip, expected]
    [['10.0.0.0/8'], '10.1.2.3', true],
    [['10.0.0.0/8'], '11.0.0.1', false],
    [['192.168.1.0/24'], '192.168.1.255', true],
    [['192.168.1.0/24'], '192.168.2.0', false],
    [['203.0.113.7'], '203.0.113.7', true],
    [['203.0.113.7'], '203.0.113.8', false],
    [['0.0.0.0/0'], '8.8.8.8', true],
    [['127.0.0.1'], '::ffff:127.0.0.1', true],
    [['127.0.0.0/8'], '::ffff:7f00:1', true],
    [['::ffff:127.0.0.0/104'], '127.9.9.9', true],
    [['2001:db8::/32'], '2001:db8:abcd::1', true],
    [['2001:db8::/32'], '2001:db9::1', false],
    [['2001:db8::1'], '2001:0db8:0000:0000:0000:0000:0000:0001', true],
    [['::1'], '::1', true],
    [['::1'], '127.0.0.1', false],
    [['::/0'], '2a00:1450::200e', true],
    [['::/0'], '1.2.3.4', false],
    [['fe80::/10'], 'fe80::1%eth0', true],
    [['2001:db8::/48', '10.0.0.0/8'], '10.200.0.1', true],
    [['not an ip', '300.1.1.1/8', '10.0.0.0/33'], '10.0.0.1', false],
    [[], '10.0.0.1', false],
    [['10.0.0.0/8'], 'garbage', false],
  ])('%j contains %s: %s', (list, ip, expected) => {
    expect(createIpMatcher(list)(ip)).toBe(expected);
  });

  it.each([
    ['1.2.3.4', true],
    ['1.2.3.4/32', true],
    ['1.2.3.4/33', false],
    ['01.2.3.4', false],
    ['1.2.3', false],
    ['::', true],
    ['2001:db8::/129', false],
    ['2001:db8:::1', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['::ffff:1.2.3.4', true],
    ['1.2.3.4/8/8', false],
  ])('isValidCidr(%s) = %s', (s, ok) => {
    expect(isValidCidr(s)).toBe(ok);
  });

  it('reads mapped IPv4 as IPv4 and normalises it', () => {
    expect(parseIp('::ffff:127.0.0.1')).toEqual({ version: 4, address: '127.0.0.1' });
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
  });
});
