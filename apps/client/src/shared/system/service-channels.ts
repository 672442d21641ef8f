import { isSiteLink } from '@wps/contract/boot';
import type { SystemStatus } from '@wps/contract';

/** A customer-service channel the site can open (spec part 2 s3 "Customer service entry"). */
export interface ServiceChannel {
  /** Upper-case kind: CS, WHATSAPP, TELEGRAM, EMAIL, PHONE, or the operator's own. */
  type: string;
  /** The operator's name for it, shown for kinds the site has no name of its own for. */
  title: string;
  href: string;
  /** A web address (opens in a new window); e-mail and phone links go to the device's own app. */
  external: boolean;
}

/** The merchant's channels from the status answer, without any whose link the site may not open. */
export function serviceChannels(status: SystemStatus | null): ServiceChannel[] {
  return (status?.info.customerService ?? [])
    .filter((c) => isSiteLink(c.path, 'service'))
    .map((c) => {
      const href = c.path.trim();
      return { type: c.resourceType.trim().toUpperCase(), title: c.title.trim(), href, external: /^https?:/i.test(href) };
    });
}

/** The common service link (spec part 2 s2: the affiliate customer-service row opens it): the CS channel, else the first. */
export function commonServiceChannel(channels: readonly ServiceChannel[]): ServiceChannel | null {
  return channels.find((c) => c.type === 'CS') ?? channels[0] ?? null;
}

/** What a channel's link says without its scheme: the address, the number, the web address. */
export function channelDetail(href: string): string {
  return href.replace(/^(mailto:|tel:|https?:\/\/)/i, '').replace(/\/$/, '');
}

/** Opens a channel: a web address in a new window, an e-mail or phone link in the device's own app. */
export function openServiceChannel(channel: ServiceChannel): void {
  if (channel.external) window.open(channel.href, '_blank', 'noopener,noreferrer');
  else window.location.assign(channel.href);
}
