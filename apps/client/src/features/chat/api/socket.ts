import { useEffect, useRef, useState } from 'react';
import type { ChatClientFrame, ChatServerFrame } from '@wps/contract/lite';
import { chatTicket } from './chat';

// The chat socket: a one-use ticket per connection, reconnect with backoff (1 s doubling to 30 s), `onOpen` on every
// (re)connection so the page reloads what it missed and resends what is pending.

export type SocketState = 'connecting' | 'open' | 'closed';

export function useChatSocket(onFrame: (f: ChatServerFrame) => void, onOpen: () => void) {
  const [state, setState] = useState<SocketState>('connecting');
  const socket = useRef<WebSocket | null>(null);
  const handlers = useRef({ onFrame, onOpen });
  handlers.current = { onFrame, onOpen };

  useEffect(() => {
    let stopped = false;
    let delay = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = () => {
      if (stopped) return;
      setState('closed');
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    async function connect() {
      setState('connecting');
      try {
        const { socketPath } = await chatTicket();
        if (stopped) return;
        const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${socketPath}`);
        socket.current = ws;
        ws.onmessage = (e: MessageEvent<string>) => {
          const frame = JSON.parse(e.data) as ChatServerFrame;
          if (frame.type === 'ready') {
            delay = 1000;
            setState('open');
            handlers.current.onOpen();
          } else handlers.current.onFrame(frame);
        };
        ws.onclose = () => {
          if (socket.current === ws) socket.current = null;
          retry();
        };
      } catch {
        retry();
      }
    }
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
    };
  }, []);

  const send = (frame: ChatClientFrame) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(frame));
  };
  return { state, send };
}
