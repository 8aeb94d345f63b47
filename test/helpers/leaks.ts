/** What must never appear in a response: text from files outside the static folders. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './app.ts';

const packageJson = readFileSync(path.join(root, 'package.json'), 'utf8');
const appSource = readFileSync(path.join(root, 'server', 'app.ts'), 'utf8');
const mainSource = readFileSync(path.join(root, 'server', 'main.ts'), 'utf8');
/** Text from files outside the static folders; each marker is checked to be in its file. */
export const leakMarkers: { file: string; text: string; present: boolean }[] = [
  { file: 'package.json', text: '"devDependencies"', present: packageJson.includes('"devDependencies"') },
  { file: 'server/app.ts', text: 'export function createApp', present: appSource.includes('export function createApp') },
  {
    file: 'server/main.ts',
    text: 'installGracefulShutdown(server, logger, {',
    present: mainSource.includes('installGracefulShutdown(server, logger, {'),
  },
  { file: 'tsconfig.json', text: '"compilerOptions"', present: readFileSync(path.join(root, 'tsconfig.json'), 'utf8').includes('"compilerOptions"') },
  { file: '/etc/passwd', text: 'root:x:0:', present: safeRead('/etc/passwd').includes('root:x:0:') },
];

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function leaks(body: string): string[] {
  return leakMarkers.filter((m) => body.includes(m.text)).map((m) => `${m.file} (${m.text})`);
}
