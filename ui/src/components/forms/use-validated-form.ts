import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { DomainError, Result } from '@vitrine/core';

/** What {@link useValidatedForm} gives a form. */
export interface ValidatedForm<V extends Record<string, string>, T> {
  readonly values: V;
  /** A setter per field: `set('firstName')(value)`. */
  readonly set: (name: keyof V & string) => (value: string) => void;
  /** The last refusal of the rule (its message verbatim, its `details.fields`), or null. */
  readonly error: DomainError | null;
  /** True when the rule named this field in its last refusal. */
  readonly invalid: (name: string) => boolean;
  /** The value the rule accepted on the last submit, or null. */
  readonly accepted: T | null;
  /** The form's onSubmit: prevents the page load, runs the rule, keeps every value either way. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Attach to the <form>: after a refusal focus moves to the first invalid field. */
  readonly formRef: RefObject<HTMLFormElement | null>;
}

/**
 * Form state checked by one of core's rules (shell-and-account.md §5; decision 0086): the values
 * typed, the rule's refusal (FORM.INVALID and friends with `details.fields`), and the accepted
 * value. Nothing is cleared on a refusal. `validate` receives the values as typed; `onAccepted`
 * runs with the accepted value on each valid submit (the call that sends it).
 */
export function useValidatedForm<V extends Record<string, string>, T>(initial: V, validate: (values: V) => Result<T, DomainError>, onAccepted?: (value: T) => void): ValidatedForm<V, T> {
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<DomainError | null>(null);
  const [accepted, setAccepted] = useState<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0 || !error) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, error]);

  const fields = (error?.details?.['fields'] as readonly string[] | undefined) ?? [];
  return {
    values,
    set: (name) => (value) => setValues((current) => ({ ...current, [name]: value })),
    error,
    invalid: (name) => fields.includes(name),
    accepted,
    formRef,
    onSubmit: (event) => {
      event.preventDefault();
      const result = validate(values);
      setAttempt((n) => n + 1);
      if (result.ok) {
        setError(null);
        setAccepted(result.value);
        onAccepted?.(result.value);
      } else {
        setError(result.error);
        setAccepted(null);
      }
    },
  };
}
