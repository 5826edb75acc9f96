import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('the network an address counts as', () => {
  it('is the address itself for IPv4', () => {
    expect(clientNetwork('203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the /64 for IPv6, however the address is written', () => {
    const net = '2001:db8:36:1::/64';
    for (const ip of [
      '2001:db8:36:1::1',
      '2001:0db8:0036:0001:ffff:ffff:ffff:fffe',
      '2001:DB8:36:1:a:b:c:d',
      '2001:db8:36:1::c0a8:1%eth0',
      '2001:db8:36:1:0:0:192.168.0.1',
    ])
      expect(clientNetwork(ip), ip).toBe(net);
    expect(clientNetwork('2001:db8:36:2::1')).toBe('2001:db8:36:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('is the IPv4 address for one written as IPv6 (a dual-stack socket)', () => {
    expect(clientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('::ffff:cb00:7105')).toBe('203.0.113.5');
  });

  it('leaves what is not an address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
