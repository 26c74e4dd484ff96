/** The log calls the platform makes (pino's shape: Fastify's logger and a bare pino logger fit). */
export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}
