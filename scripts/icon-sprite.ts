import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconSources } from '../shared/icons.ts';

/**
 * Draws every icon in shared/icons.ts from lucide into one SVG sprite, `<symbol id="{name}">`
 * each, and writes it as `icons-{hash}.svg` in `dir`. Returns the file name. lucide-react is
 * used only here, at build time: pages reference the sprite and ship no icon code.
 */
export async function buildIconSprite(dir: string): Promise<string> {
  const symbols = Object.entries(iconSources).map(([name, source]) => {
    const component = (lucide as unknown as Record<string, ComponentType>)[source];
    if (!component) throw new Error(`shared/icons.ts: lucide has no icon called ${source} (for '${name}')`);
    const svg = renderToStaticMarkup(createElement(component));
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(sprite).digest('hex').slice(0, 8).toUpperCase();
  const file = `icons-${hash}.svg`;
  await writeFile(path.join(dir, file), sprite);
  return file;
}
