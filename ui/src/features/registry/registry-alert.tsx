import type { RegistryError } from '@vitrine/core';
import { FormAlert } from '../../components/forms/form-feedback';
import { useRegistryText } from './registry-text';

/**
 * A registry failure as an alert (role alert): the translated lead line and, for the spec's
 * validation texts ('Invalid registry state set in store.', 'Invalid parameters passed to …'), the
 * rule's text verbatim (shopping.md §5, §8). `failure` null is a transport fault.
 */
export function RegistryAlert({ failure }: { failure: RegistryError | null }) {
  const text = useRegistryText().error(failure);
  return <FormAlert ruleText={text.ruleText}>{text.lead}</FormAlert>;
}
