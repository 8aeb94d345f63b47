/**
 * A setting or a business fact that stops the server, the build or a command, with a message that
 * names every problem. Its own module so the business file's loader (server/business/file.ts),
 * which data/ reads, need not import the whole configuration.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
