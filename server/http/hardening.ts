import { STATUS_CODES } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { RateLog } from './rate-log.ts';

/**
 * Browser features the site never uses, turned off for it and anything it might embed
 * (docs/decisions/014-headers-and-details.md). Only names Chromium recognises: an unknown one
 * is reported in the console of every page.
 */
const FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
];
const PERMISSIONS_POLICY = FEATURES_OFF.map((feature) => `${feature}=()`).join(', ');

/**
 * The leads inbox's policy (server/inbox): the same, but its sign-in page uses passkeys, so
 * `publickey-credentials-get` is allowed for the site itself (and still for nothing it embeds).
 */
export const INBOX_PERMISSIONS_POLICY = FEATURES_OFF.map((feature) => `${feature}=${feature === 'publickey-credentials-get' ? '(self)' : '()'}`).join(
  ', ',
);

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};

/** Source maps stay on the server (dist/sourcemaps) for reading error reports; a stray one is still never served. */
export const refuseSourceMaps: RequestHandler = (req, res, next) => {
  if (!req.path.endsWith('.map')) return next();
  res.status(404).type('text/plain').set('Cache-Control', 'no-store').send(errorBody(404));
};

/** The plain-text body of an error answer: its own reason phrase ('Payload Too Large', not 'Bad Request'). */
export function errorBody(status: number): string {
  return `${STATUS_CODES[status] ?? 'Error'}\n`;
}

/**
 * For a response encoded per request by the compression middleware (404s, pages with a query):
 * the ETag names the page, not the bytes, so it is weak; and `Vary` is set before any 304 is
 * decided, so a 304 carries it too.
 */
export function weakenEtag(res: Response): void {
  const etag = res.getHeader('ETag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
  res.vary('Accept-Encoding');
}

/** Counts 404 answers; a flood of them (over 200 in 10 s) gets one summary line at warn. */
export function countNotFound(logger: Logger): RequestHandler {
  const notFound = new RateLog(logger, 'not found', '404 flood: many requests for pages that do not exist', { individually: 0, summaryFrom: 200 });
  return (_req, res, next) => {
    res.once('finish', () => {
      if (res.statusCode === 404) notFound.record();
    });
    next();
  };
}
