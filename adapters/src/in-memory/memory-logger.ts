import type { Logger } from '@vitrine/core';

export type MemoryLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** One logged line. */
export interface MemoryLogEntry {
  readonly level: MemoryLogLevel;
  readonly message: string;
  readonly context: Record<string, unknown> | undefined;
}

/** Logger that keeps every line in `entries`, for assertions in tests. */
export class MemoryLogger implements Logger {
  readonly entries: MemoryLogEntry[] = [];

  debug(message: string, context?: Record<string, unknown>): void {
    this.entries.push({ level: 'debug', message, context });
  }
  info(message: string, context?: Record<string, unknown>): void {
    this.entries.push({ level: 'info', message, context });
  }
  warn(message: string, context?: Record<string, unknown>): void {
    this.entries.push({ level: 'warn', message, context });
  }
  error(message: string, context?: Record<string, unknown>): void {
    this.entries.push({ level: 'error', message, context });
  }

  /** Messages logged, at one level or all. */
  messages(level?: MemoryLogLevel): string[] {
    return this.entries.filter((e) => level === undefined || e.level === level).map((e) => e.message);
  }

  /** Forgets every entry. */
  clear(): void {
    this.entries.length = 0;
  }
}
