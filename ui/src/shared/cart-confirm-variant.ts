import type { Services } from './services';
import { experimentsOf } from './experiments';

/**
 * cartConfirmVariant of this browser (shopping.md §5; decisions 0223, 0330): the query parameter
 * `cartConfirmVariant` of `search` wins, else the experiment cookie of the same name; coerced to
 * 0/1/2 by core; 0 without either.
 */
export function cartConfirmVariant(services: Services, search = ''): number {
  return experimentsOf(services, search).cartConfirmVariant;
}
