import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { InProcessEventBus, type EventBus } from '@ergo/platform';
import { describe, expect, it } from 'vitest';
import { NotificationHub } from './hub';
import { organizationId, userId } from '@ergo/db';

/** A bus whose listener comes back from a database outage when the test says so. */
function resumingBus() {
  const local = new InProcessEventBus();
  const resumed = new EventEmitter();
  const bus: EventBus = {
    state: 'listening',
    publish: (event) => local.publish(event),
    subscribe: (listener) => local.subscribe(listener),
    onResume: (listener) => {
      resumed.on('resume', listener);
      return () => resumed.off('resume', listener);
    },
    close: () => local.close(),
  };
  return { bus, resume: () => resumed.emit('resume') };
}

/** The part of a WebSocket the hub uses, keeping what it was sent. */
function fakeSocket(open = true) {
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: open ? 1 : 3,
    send: (data: string) => void sent.push(data),
    on: () => socket,
    close: () => undefined,
  };
  return { socket: socket as unknown as WebSocket, sent };
}

// Issue 17 item 2: events published while the LISTEN connection was down never arrive; the
// browsers are told to read the state of their running analyses again.
describe('notification hub after a database outage', () => {
  it('tells every open socket to catch up once the bus hears again', () => {
    const { bus, resume } = resumingBus();
    const hub = new NotificationHub(bus);
    const open = fakeSocket();
    const gone = fakeSocket(false);
    const client = { userId: userId('u'), sessionId: 's', lang: 'en' as const };
    hub.add(organizationId('org'), { ...client, socket: open.socket });
    hub.add(organizationId('org'), { ...client, socket: gone.socket });
    resume();
    expect(open.sent.map((data) => JSON.parse(data) as unknown)).toEqual([{ type: 'ready' }]);
    expect(gone.sent).toEqual([]);
    hub.close();
    resume();
    expect(open.sent).toHaveLength(1);
  });
});
