import { screen } from '@testing-library/dom';
import type { CustomerService, SystemStatus } from '@wps/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { render } from '../../../test/render';
import MaintenancePage from './maintenance-page';

const CHANNELS: CustomerService[] = [
  { title: 'CS', path: 'mailto:support@wps-demo.example', resourceType: 'CS' },
  { title: 'whatsapp', path: 'https://wa.me/10000000000', resourceType: 'WHATSAPP' },
  { title: 'Hotline', path: 'tel:+63 2 8123 4567', resourceType: 'PHONE' },
  { title: 'CS', path: 'javascript:alert(1)', resourceType: 'CS' },
];

/** The parts of a maintenance status answer the page reads. */
const maintenance = (customerService: CustomerService[]) =>
  ({ status: 1, maintenance: true, maintenanceMessage: null, info: { customerService } }) as unknown as SystemStatus;

describe('maintenance page', () => {
  beforeAll(async () => {
    await activateLanguage('EN');
  });

  it('offers the merchant\'s service channels while the site is down', async () => {
    await render(<MaintenancePage status={maintenance(CHANNELS)} />);
    expect(screen.getByRole('heading', { name: 'Contact customer service' })).toBeTruthy();
    const mail = screen.getByRole('link', { name: /^Customer service/ });
    expect(mail.getAttribute('href')).toBe('mailto:support@wps-demo.example');
    expect(mail.getAttribute('target')).toBeNull();
    const whatsapp = screen.getByRole('link', { name: /^WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/10000000000');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Phone \+63 2 8123 4567/ }).getAttribute('href')).toBe('tel:+63 2 8123 4567');
    // A setting that is no link never becomes one.
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('says nothing about contact when the merchant has no channel', async () => {
    await render(<MaintenancePage status={maintenance([])} />);
    expect(screen.queryByRole('heading', { name: 'Contact customer service' })).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
