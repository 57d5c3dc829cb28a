import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { type ApiError, invalidRequest, readJson, readJsonObject } from './api-error.js';

/** One failure of a request schema, as zod reports it (`path`, `message`, `code`). */
export type Issue = z.core.$ZodIssue;

/** How a route answers a body or query its contract schema refuses (decision 0126). */
export interface ValidationOptions {
  /**
   * Top-level fields whose content a service judges by a spec rule that has its own answer
   * (ADDRESS_INVALID, WEAK_PASSWORD, CARD_INVALID, …). When every failure is under one of them, the
   * body goes on as sent and the service answers; any other failure is a 400 as usual.
   */
  readonly defer?: readonly string[];
  /** The spec's answer for this route instead of 400 INVALID_REQUEST (e.g. the cart's INVALID_ITEM). */
  readonly onInvalid?: (issues: readonly Issue[]) => ApiError;
}

/** Dotted path of an issue ('pageSize', 'refinements.colors', 'items.0.quantity'); '' for the whole body. */
export const issuePath = (issue: Issue): string => issue.path.map(String).join('.');

/**
 * The 400 INVALID_REQUEST of a refused request (decision 0005 body, decision 0126): `details.fields`
 * lists the failing fields as dotted paths in schema order; `message` gives each failure's text,
 * prefixed with its field unless the text already starts with it.
 */
export function invalidFields(issues: readonly Issue[], what: 'body' | 'query'): ApiError {
  const fields = [...new Set(issues.map(issuePath).filter((path) => path !== ''))];
  const texts = [
    ...new Set(
      issues.map((issue) => {
        const path = issuePath(issue);
        return path === '' || issue.message.startsWith(path) ? issue.message : `${path}: ${issue.message}`;
      }),
    ),
  ];
  return invalidRequest(`Invalid request ${what}: ${texts.join('; ')}`, { fields });
}

/**
 * For array bodies (PATCH operations): the failures of the first failing element, as
 * `{ index, fields }` with the fields relative to the element (`op`, `path`, `value.currency`).
 */
export function invalidElement(issues: readonly Issue[]): ApiError {
  const indexed = issues.filter((issue) => typeof issue.path[0] === 'number');
  if (indexed.length === 0) return invalidFields(issues, 'body');
  const index = Math.min(...indexed.map((issue) => issue.path[0] as number));
  const own = indexed.filter((issue) => issue.path[0] === index);
  const fields = [...new Set(own.map((issue) => issue.path.slice(1).map(String).join('.')).filter((path) => path !== ''))];
  return invalidRequest(`Invalid operation ${index}: ${own.map((issue) => `${issue.path.slice(1).map(String).join('.') || 'operation'}: ${issue.message}`).join('; ')}`, { index, fields });
}

function check<S extends z.ZodType>(schema: S, value: unknown, what: 'body' | 'query', options: ValidationOptions): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const defer = options.defer;
  if (defer && issues.every((issue) => defer.includes(String(issue.path[0])))) return value as z.output<S>;
  throw options.onInvalid ? options.onInvalid(issues) : invalidFields(issues, what);
}

/**
 * Middleware: the JSON body (a JSON object, whatever the Content-Type) checked against a contract
 * schema; the parsed body is `c.req.valid('json')`. Errors: 400 INVALID_REQUEST 'The request body
 * must be JSON' / '… a JSON object', or {@link invalidFields} (or the route's `onInvalid` answer).
 */
export const jsonBody = <S extends z.ZodType>(schema: S, options: ValidationOptions = {}) =>
  validator('json', async (_value, c: Context) => check(schema, await readJsonObject(c), 'body', options));

/** Middleware: like {@link jsonBody} for bodies that are JSON arrays (PATCH operations); failures as {@link invalidElement}. */
export const jsonArrayBody = <S extends z.ZodType>(schema: S, options: ValidationOptions = {}) =>
  validator('json', async (_value, c: Context) => check(schema, await readJson(c), 'body', { onInvalid: invalidElement, ...options }));

/** Middleware: the query string checked against a contract schema; the parsed query is `c.req.valid('query')`. */
export const queryOf = <S extends z.ZodType>(schema: S, options: ValidationOptions = {}) => validator('query', (value) => check(schema, value, 'query', options));

/** Middleware: a form body (application/x-www-form-urlencoded or multipart) checked against a contract schema: `c.req.valid('form')`. */
export const formBody = <S extends z.ZodType>(schema: S, options: ValidationOptions = {}) => validator('form', (value) => check(schema, value, 'body', options));
