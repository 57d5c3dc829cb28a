import { describe, expect, it } from 'vitest';
import { ConsoleLogger } from '../../../adapters/src/browser/console-logger.js';

function sink() {
  const lines: [string, unknown[]][] = [];
  const record = (level: string) => (...args: unknown[]) => void lines.push([level, args]);
  return { lines, console: { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') } };
}

describe('ConsoleLogger', () => {
  it('writes each level to the console method of the same name, from info up by default', () => {
    const s = sink();
    const logger = new ConsoleLogger({ sink: s.console });
    logger.debug('hidden');
    logger.info('hello');
    logger.warn('careful', { a: 1 });
    logger.error('Retry failed', { code: 'X' });
    expect(s.lines).toEqual([
      ['info', ['hello']],
      ['warn', ['careful', { a: 1 }]],
      ['error', ['Retry failed', { code: 'X' }]],
    ]);
  });

  it('honours minLevel', () => {
    const s = sink();
    const logger = new ConsoleLogger({ sink: s.console, minLevel: 'debug' });
    logger.debug('shown');
    const quiet = new ConsoleLogger({ sink: s.console, minLevel: 'error' });
    quiet.warn('dropped');
    expect(s.lines).toEqual([['debug', ['shown']]]);
  });

  it('never throws when the console does', () => {
    const broken = { debug: () => {}, info: () => {}, warn: () => {}, error: () => { throw new Error('console gone'); } };
    expect(() => new ConsoleLogger({ sink: broken }).error('x')).not.toThrow();
  });
});
