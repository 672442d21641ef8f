import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ChatServerFrame } from '@wps/contract';

// The chat's fan-out (issue 31): a frame for a member goes to that member's sockets and the merchant's operator
// sockets on every instance. With REDIS_URL each instance publishes to one channel and delivers what it hears (its
// own frames too, so one path serves both); without Redis frames go straight to this instance's sockets.

/** Who a frame is for: the member's sockets, the merchant's operators, or both. */
export interface ChatAudience {
  merchantId: number;
  memberId: number;
  member: boolean;
  operators: boolean;
}

/** One open socket as the hub sees it: send a text frame, or not (a full queue drops the socket, see socket.ts). */
export interface ChatPeer {
  send(frame: string): void;
}

interface Envelope {
  to: ChatAudience;
  frame: ChatServerFrame;
}

export class ChatHub {
  private readonly members = new Map<string, Set<ChatPeer>>();
  private readonly operators = new Map<number, Set<ChatPeer>>();
  private pub: Redis | null = null;
  private sub: Redis | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly channel = 'wps:chat',
  ) {}

  /** Connects the two Redis clients (a subscriber cannot publish); throws when Redis does not answer. */
  async connectRedis(url: string): Promise<void> {
    const options = { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 1, retryStrategy: (n: number) => Math.min(n * 200, 2_000) };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const r of [this.pub, this.sub]) r.on('error', (err: Error) => this.log.warn({ err }, 'chat fan-out: Redis error'));
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.sub.on('message', (_channel: string, text: string) => {
      try {
        this.deliver(JSON.parse(text) as Envelope);
      } catch (err) {
        this.log.warn({ err }, 'chat fan-out: unreadable frame');
      }
    });
    await this.sub.subscribe(this.channel);
  }

  get kind(): 'redis' | 'local' {
    return this.pub ? 'redis' : 'local';
  }

  /** Sends a frame to its audience on every instance. */
  async publish(to: ChatAudience, frame: ChatServerFrame): Promise<void> {
    const envelope: Envelope = { to, frame };
    if (this.pub) await this.pub.publish(this.channel, JSON.stringify(envelope));
    else this.deliver(envelope);
  }

  addMember(merchantId: number, memberId: number, peer: ChatPeer): () => void {
    return add(this.members, `${merchantId}:${memberId}`, peer);
  }

  addOperator(merchantId: number, peer: ChatPeer): () => void {
    return add(this.operators, merchantId, peer);
  }

  /** Operators connected to this instance for a merchant (tests, figures). */
  operatorsOnline(merchantId: number): number {
    return this.operators.get(merchantId)?.size ?? 0;
  }

  private deliver({ to, frame }: Envelope): void {
    const text = JSON.stringify(frame);
    if (to.member) for (const peer of this.members.get(`${to.merchantId}:${to.memberId}`) ?? []) peer.send(text);
    if (to.operators) for (const peer of this.operators.get(to.merchantId) ?? []) peer.send(text);
  }

  async close(): Promise<void> {
    for (const r of [this.sub, this.pub]) {
      if (!r) continue;
      try {
        await r.quit();
      } catch {
        r.disconnect();
      }
    }
    this.pub = this.sub = null;
  }
}

function add<K>(map: Map<K, Set<ChatPeer>>, key: K, peer: ChatPeer): () => void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(peer);
  return () => {
    set.delete(peer);
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  };
}
