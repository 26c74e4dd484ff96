import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { inOrg, refreshTokens, websocketIds } from '@ergo/db';
import {
  createTestApp,
  PASSWORD,
  signIn,
  signUp,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';
import { SOCKET_SESSION_CHECK_MS } from './routes';

// Issue 17 item 9: a WebSocket id opens one socket, within a minute, while its session lasts; the
// socket closes when the session ends; a page of another origin is refused.
const t = await createTestApp(); // PUBLIC_URL http://app.test

afterEach(() => {
  vi.useRealTimers();
});

const newId = async (user: SignedIn, app: TestApp = t) =>
  (
    await app.app.inject({ method: 'GET', url: '/api/auth/get-uuid/', headers: user.headers })
  ).json<{ uuid: string; expires_at: string }>();

interface Connection {
  socket: WebSocket;
  /** 'ready', or the close code if the server closed it first */
  first: Promise<'ready' | number>;
  closed: Promise<number>;
}

async function connect(
  uuid: string,
  headers: Record<string, string> = {},
  app: TestApp = t,
): Promise<Connection> {
  let first: (value: 'ready' | number) => void = () => undefined;
  let closed: (code: number) => void = () => undefined;
  const connection = {
    first: new Promise<'ready' | number>((resolve) => (first = resolve)),
    closed: new Promise<number>((resolve) => (closed = resolve)),
  };
  const socket = await app.app.injectWS(
    `/api/ws/?uuid=${uuid}&lang=en`,
    { headers },
    {
      onInit: (ws: WebSocket) => {
        ws.on('message', (data: Buffer) => {
          if ((JSON.parse(data.toString()) as { type?: string }).type === 'ready') first('ready');
        });
        ws.on('close', (code: number) => {
          first(code);
          closed(code);
        });
      },
    },
  );
  return { socket, ...connection };
}

/** The close code, or 'open' if the socket is still open after a while (the test stays short). */
const closeOf = (connection: Connection, ms = 3000) =>
  Promise.race([
    connection.closed,
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);

const logout = (user: SignedIn) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: user.refresh } });

describe('WebSocket ids', () => {
  it('open one socket, once; of parallel attempts with one id exactly one gets in', async () => {
    const user = await signUp(t);
    const { uuid } = await newId(user);
    const socket = await connect(uuid);
    expect(await socket.first).toBe('ready');
    expect(await (await connect(uuid)).first).toBe(4401);
    socket.socket.terminate();

    const shared = (await newId(user)).uuid;
    const racing = await Promise.all(Array.from({ length: 5 }, () => connect(shared)));
    const outcomes = await Promise.all(racing.map((connection) => connection.first));
    expect(outcomes.filter((outcome) => outcome === 'ready')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 4401)).toHaveLength(4);
    for (const connection of racing) connection.socket.terminate();
  });

  it('last a minute, not a day', async () => {
    const user = await signUp(t);
    const issued = await newId(user);
    const lifetime = new Date(issued.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    await t.ctx.db
      .update(websocketIds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inOrg(websocketIds, user.orgId, eq(websocketIds.id, issued.uuid)));
    expect(await (await connect(issued.uuid)).first).toBe(4401);
  });

  it('die with their session: an unused id is refused and an open socket closes at logout', async () => {
    const user = await signUp(t);
    const laptop = await signIn(t.app, user.email);
    const open = await connect((await newId(user)).uuid);
    expect(await open.first).toBe('ready');
    const other = await connect((await newId(laptop)).uuid);
    expect(await other.first).toBe('ready');
    const unused = await newId(user);

    expect((await logout(user)).statusCode).toBe(200);
    expect(await closeOf(open)).toBe(4401);
    expect(await (await connect(unused.uuid)).first).toBe(4401);
    // The user's other session keeps its socket.
    other.socket.send('ping');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    other.socket.terminate();
  });

  it('a password change closes the sockets of the sessions it ends', async () => {
    const user = await signUp(t);
    const laptop = await signIn(t.app, user.email);
    const onLaptop = await connect((await newId(laptop)).uuid);
    expect(await onLaptop.first).toBe('ready');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password/',
      headers: user.headers,
      payload: {
        current_password: PASSWORD,
        password: 'brand-new-secret-9',
        password_confirm: 'brand-new-secret-9',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await closeOf(onLaptop)).toBe(4401);
  });

  it('a session ended through another API instance closes its sockets at the next check', async () => {
    // Only the periodic check's clock is faked (set up while the app registers its routes).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const instance = await createTestApp();
    const user = await signUp(instance);
    const open = await connect((await newId(user, instance)).uuid, {}, instance);
    expect(await open.first).toBe('ready');
    // Another instance revoked the session: only the database knows.
    await instance.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        inOrg(
          refreshTokens,
          user.orgId,
          eq(refreshTokens.familyId, decodeJwt(user.access).sid as string),
        ),
      );
    vi.advanceTimersByTime(SOCKET_SESSION_CHECK_MS);
    expect(await closeOf(open)).toBe(4401);
  });
});

describe('WebSocket Origin', () => {
  it('refuses a browser page of another site before the upgrade, without spending the id', async () => {
    const user = await signUp(t);
    const { uuid } = await newId(user);
    await expect(connect(uuid, { origin: 'https://evil.example.net' })).rejects.toThrow(/403/);
    const same = await connect(uuid, { origin: 'http://app.test' });
    expect(await same.first).toBe('ready');
    same.socket.terminate();
  });

  it('allows the host the request was addressed to, and clients without Origin', async () => {
    const user = await signUp(t);
    const proxied = await connect((await newId(user)).uuid, {
      origin: 'http://localhost:5173',
      host: 'localhost:5173',
    });
    expect(await proxied.first).toBe('ready');
    const script = await connect((await newId(user)).uuid);
    expect(await script.first).toBe('ready');
    proxied.socket.terminate();
    script.socket.terminate();
  });

  it('over a real connection, as a browser sends it: its own address in, another site out', async () => {
    const server = await createTestApp();
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUp(server);
    const open = (uuid: string, origin: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`${address.replace('http', 'ws')}/api/ws/?uuid=${uuid}`, {
          origin,
        });
        socket.on('message', () => {
          socket.terminate();
          resolve('ready');
        });
        socket.on('unexpected-response', (_request, response) => resolve(`${response.statusCode}`));
        socket.on('error', (error) => resolve(error.message));
      });
    expect(await open((await newId(user, server)).uuid, 'https://evil.example.net')).toBe('403');
    expect(await open((await newId(user, server)).uuid, address)).toBe('ready');
  });

  it('says why in the caller language when asked over plain HTTP', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ws/',
      headers: { origin: 'https://evil.example.net', 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: [
        { field: 'detail', message: 'Erişim reddedildi. Bu işlemi gerçekleştirme yetkiniz yok.' },
      ],
    });
  });
});
