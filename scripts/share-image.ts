/**
 * Renders the default share picture (client/public/images/share-default.svg) to the 1200x630 PNG
 * that Open Graph and Twitter cards use: social sites do not accept SVG. Run it after changing
 * the SVG and commit the PNG: `npx tsx scripts/share-image.ts`. Needs Chromium (see README).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const images = path.resolve(import.meta.dirname, '..', 'client', 'public', 'images');
const svg = readFileSync(path.join(images, 'share-default.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
await page.screenshot({ path: path.join(images, 'share-default.png'), clip: { x: 0, y: 0, width: 1200, height: 630 } });
await browser.close();
console.log('wrote client/public/images/share-default.png');
