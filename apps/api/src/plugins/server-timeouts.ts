import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '@ergo/platform';

type TimeoutConfig = Pick<
  AppConfig,
  | 'HTTP_HEADERS_TIMEOUT_SECONDS'
  | 'HTTP_BODY_TIMEOUT_SECONDS'
  | 'HTTP_REQUEST_TIMEOUT_SECONDS'
  | 'HTTP_IDLE_TIMEOUT_SECONDS'
>;

/**
 * How often Node looks for requests past their headers or request timeout. Its default (30 s)
 * would let a slow client outlive a 20-second headers timeout by half a minute.
 */
const TIMEOUT_CHECK_MS = 1000;

/**
 * Fastify's server options for the timeouts: a connection silent for HTTP_IDLE_TIMEOUT_SECONDS is
 * closed, and a whole request must arrive within HTTP_REQUEST_TIMEOUT_SECONDS (long enough for a
 * large video over a slow link). Without them a client could hold a connection open for good by
 * sending a byte now and then (a slowloris).
 */
export function serverTimeoutOptions(config: TimeoutConfig): Partial<FastifyServerOptions> {
  return {
    // a server of our own (Fastify sets no timeouts on it): Node's options are set here
    serverFactory: (handler, options) => {
      const server: Server = createServer(
        {
          headersTimeout: config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
          requestTimeout: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
          connectionsCheckingInterval: TIMEOUT_CHECK_MS,
        },
        (request: IncomingMessage, response: ServerResponse) => handler(request, response),
      );
      // the socket is closed whoever else listens (a request being read listens for 'timeout' and
      // Node then leaves the socket open)
      server.setTimeout(config.HTTP_IDLE_TIMEOUT_SECONDS * 1000, (socket) => socket.destroy());
      // Fastify's own default (72 s), for load balancers that keep connections for 60 s
      if (typeof options.keepAliveTimeout === 'number')
        server.keepAliveTimeout = options.keepAliveTimeout;
      return server;
    },
  };
}

/** A multipart request (a video upload): its body may take as long as the request timeout allows. */
const isUpload = (request: IncomingMessage) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true;

const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

/**
 * Every body but a video upload's must arrive within HTTP_BODY_TIMEOUT_SECONDS of its request's
 * start: a form's JSON is at most 1 MB, and a client that trickles it a byte at a time (which the
 * idle timeout alone lets through) has its connection closed.
 */
export function registerBodyDeadline(app: FastifyInstance, config: TimeoutConfig): void {
  const limitMs = config.HTTP_BODY_TIMEOUT_SECONDS * 1000;
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    // `complete` is Node's own flag: an injected request (tests) has none, and no socket to close
    if (raw.complete !== false || isUpload(raw) || !hasBody(raw)) return done();
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info({ limitMs }, 'request body too slow: connection closed');
      raw.socket.destroy();
    }, limitMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}

/**
 * An answer that goes out before its request's body has all arrived (a refusal: no token, a form
 * too large) closes the connection: otherwise Node keeps it open to read the rest, and a client that
 * never sends it holds the connection until the request timeout.
 */
export function registerCloseUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) void reply.header('connection', 'close');
    done(null, payload);
  });
}
