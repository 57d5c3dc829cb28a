import { useCallback, useRef, useState } from 'react';
import type { DomainError, Result } from '@vitrine/core';

/** Where a submission is: nothing sent yet, waiting for the answer, accepted, refused. */
export type SubmissionState<R> =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent'; readonly result: R }
  | { readonly status: 'failed'; readonly error: DomainError };

/** What {@link useSubmission} gives a form. */
export interface Submission<T, R> {
  readonly state: SubmissionState<R>;
  /** Sends `value` unless a send is already waiting (a double click sends once). */
  readonly send: (value: T) => void;
  /** The field the server refused, from `details.fields[0]` of the failure; null otherwise. */
  readonly serverField: string | null;
}

/**
 * A form's call to a gateway (decision 0201): `send` runs it once at a time, the state says
 * whether it is sending (forms show progress), sent (they confirm) or failed (they say why and
 * keep everything typed). Unexpected rejections become a failure with code 'UNEXPECTED'.
 */
export function useSubmission<T, R>(call: (value: T) => Promise<Result<R, DomainError>>): Submission<T, R> {
  const [state, setState] = useState<SubmissionState<R>>({ status: 'idle' });
  const busy = useRef(false);
  const send = useCallback(
    (value: T) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'sending' });
      call(value)
        .then((result) => setState(result.ok ? { status: 'sent', result: result.value } : { status: 'failed', error: result.error }))
        .catch((error: unknown) => setState({ status: 'failed', error: { code: 'UNEXPECTED', message: String(error) } }))
        .finally(() => {
          busy.current = false;
        });
    },
    [call],
  );
  const fields = state.status === 'failed' ? (state.error.details?.['fields'] as readonly string[] | undefined) : undefined;
  return { state, send, serverField: fields?.[0] ?? null };
}
