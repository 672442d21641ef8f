import type { CustomerService, SystemStatus } from '@wps/contract';
import { describe, expect, it } from 'vitest';
import { channelDetail, commonServiceChannel, serviceChannels } from './service-channels';

const DEMO_CHANNELS: CustomerService[] = [
  { title: 'CS', path: 'mailto:support@wps-demo.example', resourceType: 'CS' },
  { title: 'whatsapp', path: 'https://wa.me/10000000000', resourceType: 'WHATSAPP' },
  { title: 'Hotline', path: ' tel:+63 2 8123 4567 ', resourceType: 'phone' },
];

/** The parts of a status answer these rules read. */
function statusWith(customerService: CustomerService[], status: SystemStatus['status'] = 0): SystemStatus {
  return { status, maintenance: status === 1, maintenanceMessage: null, info: { customerService } } as unknown as SystemStatus;
}

describe('customer-service channels from the status answer', () => {
  it('keeps web, e-mail and phone links, trimmed, with their kind in upper case', () => {
    expect(serviceChannels(statusWith(DEMO_CHANNELS))).toEqual([
      { type: 'CS', title: 'CS', href: 'mailto:support@wps-demo.example', external: false },
      { type: 'WHATSAPP', title: 'whatsapp', href: 'https://wa.me/10000000000', external: true },
      { type: 'PHONE', title: 'Hotline', href: 'tel:+63 2 8123 4567', external: false },
    ]);
  });

  it.each([
    ['the old empty placeholder', ''],
    ['a script link', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<b>hi</b>'],
    ['a bare host', 'wa.me/10000000000'],
  ])('drops %s', (_, path) => {
    expect(serviceChannels(statusWith([{ title: 'CS', path, resourceType: 'CS' }]))).toEqual([]);
  });

  it('has none before the status answer arrives', () => {
    expect(serviceChannels(null)).toEqual([]);
  });

  it('the common service link is the CS channel, else the first one', () => {
    const all = serviceChannels(statusWith(DEMO_CHANNELS));
    expect(commonServiceChannel(all)?.type).toBe('CS');
    expect(commonServiceChannel(all.slice(1))?.type).toBe('WHATSAPP');
    expect(commonServiceChannel([])).toBeNull();
  });

  it('shows the address a link leads to without its scheme', () => {
    expect(channelDetail('mailto:support@wps-demo.example')).toBe('support@wps-demo.example');
    expect(channelDetail('https://t.me/wps_demo_support/')).toBe('t.me/wps_demo_support');
    expect(channelDetail('tel:+63 2 8123 4567')).toBe('+63 2 8123 4567');
  });
});
