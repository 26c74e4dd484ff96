import net from 'node:net';

/**
 * For tests: a TCP proxy in front of the PostgreSQL server that can go down and come back, as the
 * database does when it restarts. `down()` cuts every open connection and refuses new ones (the
 * port stays closed: ECONNREFUSED), `up()` listens again on the same port. The other test
 * databases on the shared server never notice.
 */
export class OutageProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly host = '127.0.0.1',
  ) {}

  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = this.host;
    url.port = String(this.port);
    return url.toString();
  }

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, this.host, () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** A proxy in front of the server of `databaseUrl`, already up. */
  static async before(databaseUrl: string): Promise<OutageProxy> {
    const url = new URL(databaseUrl);
    const proxy = new OutageProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.up();
    return proxy;
  }
}
