import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The type scale (decision 0467): every font size in the storefront's stylesheets and inline styles
 * is a step of tokens.css (`var(--text-…)`, or a fluid `clamp()` that starts at one), and emphasis
 * is weight 600. Each new size or weight is a new font strike the browser must set up.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const sources = readdirSync(path.join(ROOT, 'ui/src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(css|tsx)$/.test(file) && !file.endsWith('tokens.css'))
  .map((file) => `ui/src/${file.split(path.sep).join('/')}`);

/** The scale's steps in rem, read from tokens.css ('0.875' → 0.875). */
const STEPS = [...readFileSync(path.join(ROOT, 'ui/src/styles/tokens.css'), 'utf8').matchAll(/--text-[a-z0-9]+:\s*([\d.]+)rem/g)].map((match) => Number(match[1]));

/** The card frame is a document of its own without tokens.css (decision 0460): a step's value is written out there. */
const onStep = (file: string, value: string) => file.startsWith('ui/src/card-frame/') && /^[\d.]+rem$/.test(value) && STEPS.includes(Number.parseFloat(value));

/** The declarations in a file that break the scale, as 'file: declaration'. */
function offScale(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const sizes = [...text.matchAll(/font-?[sS]ize:\s*['"]?([^;'"}\n]+)/g)].map((match) => match[1]!.trim());
  const weights = [...text.matchAll(/font-?[wW]eight:\s*['"]?(\d+)/g)].map((match) => match[1]!);
  return [
    ...sizes.filter((value) => !/^(var\(--text-[a-z0-9]+\)|clamp\(var\(--text-[a-z0-9]+\),.*|inherit|16px)$/.test(value) && !onStep(file, value)).map((value) => `${file}: font-size ${value}`),
    ...weights.filter((value) => value !== '400' && value !== '600').map((value) => `${file}: font-weight ${value}`),
  ];
}

describe('the type scale (decision 0467)', () => {
  it('finds the sources it checks and the eight steps', () => {
    expect(STEPS).toEqual([0.75, 0.875, 1, 1.125, 1.25, 1.5, 1.75, 2]);
    expect(sources.length).toBeGreaterThan(50);
    expect(sources).toContain('ui/src/styles/global.css');
  });

  it('has every font size on a step of the scale and every weight 400 or 600', () => {
    expect(sources.flatMap(offScale)).toEqual([]);
  });
});
