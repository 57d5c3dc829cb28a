import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ReviewsGateway, STAR_OPTIONS, validateReviewForm, type ReviewForm } from '@vitrine/core';
import { Dialog } from '../../components/dialog';
import { FormActions, FormAlert } from '../../components/forms/form-feedback';
import { SelectField, TextField } from '../../components/forms/form-field';
import { useService } from '../../shared/service-context';
import formStyles from '../../components/forms/forms.module.css';
import styles from './reviews.module.css';

interface Values {
  rating: string;
  title: string;
  reviewtext: string;
  usernickname: string;
  isrecommended: '' | 'true' | 'false';
  age: string;
}

const EMPTY: Values = { rating: '', title: '', reviewtext: '', usernickname: '', isrecommended: '', age: '' };

/**
 * The write-review dialog (shopping.md §3 form field names, §5 review form rules; decision 0211):
 * the form definition comes from the API (required flags, bounds, the text maximum from
 * configuration, default 500); a radio group "Rating" (1-5 stars), textboxes "Title", "Review"
 * (with a live character count) and "Nickname", "Would you recommend it?" and the tracked age group.
 * Checked with core's validateReviewForm before sending, and again by the API; refused fields are
 * marked and nothing typed is lost. A stored review is pending moderation: the dialog says so.
 */
export function WriteReviewDialog({ slug, productName, onClose, onSubmitted }: { slug: string; productName: string; onClose: () => void; onSubmitted: () => void }) {
  const { t } = useLingui();
  const gateway = useService(ReviewsGateway);
  const [form, setForm] = useState<ReviewForm | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const textId = useId();
  const countId = useId();

  useEffect(() => {
    let live = true;
    gateway
      .getReviewForm(slug)
      .then((result) => live && (result.ok ? setForm(result.value) : setLoadFailed(true)))
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [gateway, slug]);

  const field = (name: string) => form?.fields.find((f) => f.name === name);
  const required = (name: string) => field(name)?.required ?? false;
  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const maxText = form?.maxTextLength ?? 500;
  const textLength = [...values.reviewtext.trim()].length;
  const errorOf = (name: string, text: string) => (invalid.includes(name) ? text : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || sending) return;
    const checked = validateReviewForm({ ...values }, form.fields.filter((f) => f.type !== 'boolean'), form.maxTextLength);
    if (!checked.ok) {
      setInvalid((checked.error.details?.fields as string[] | undefined) ?? []);
      return;
    }
    setInvalid([]);
    setFailed(false);
    setSending(true);
    try {
      const result = await gateway.submitReview(slug, {
        rating: Number(values.rating),
        title: values.title.trim(),
        reviewtext: values.reviewtext.trim(),
        usernickname: values.usernickname.trim(),
        ...(values.isrecommended ? { isrecommended: values.isrecommended === 'true' } : {}),
        ...(values.age ? { age: values.age } : {}),
      });
      if (result.ok) {
        setDone(true);
        onSubmitted();
      } else if (result.error.code === 'REVIEWS.INVALID_FORM') {
        setInvalid((result.error.details?.fields as string[] | undefined) ?? []);
      } else {
        setFailed(true);
      }
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog title={t`Write a review`} description={productName} styleType="review-details" onClose={onClose} id="write-review-modal">
      {done ? (
        <div role="status" className={formStyles.notice}>
          <p className={formStyles.alertLead}>
            <Trans>Thank you! Your review was received.</Trans>
          </p>
          <p>
            <Trans>It will appear once it has been checked, usually within two business days.</Trans>
          </p>
          <FormActions>
            <button type="button" className={formStyles.primary} onClick={onClose} data-autofocus="">
              <Trans>Done</Trans>
            </button>
          </FormActions>
        </div>
      ) : loadFailed ? (
        <FormAlert>
          <Trans>The review form could not be loaded. Please try again later.</Trans>
        </FormAlert>
      ) : !form ? (
        <p role="status">
          <Trans>Loading the review form…</Trans>
        </p>
      ) : (
        <form className={formStyles.form} noValidate onSubmit={submit}>
          {invalid.length > 0 && (
            <FormAlert>
              <Trans>Please check the marked fields.</Trans>
            </FormAlert>
          )}
          {failed && (
            <FormAlert>
              <Trans>Your review could not be sent. Nothing you typed has been lost; please try again.</Trans>
            </FormAlert>
          )}
          <fieldset className={formStyles.fieldset} role="radiogroup" aria-labelledby={`${countId}-legend`} aria-required={required('rating') || undefined} aria-invalid={invalid.includes('rating') || undefined} aria-describedby={invalid.includes('rating') ? `${countId}-rating` : undefined}>
            <legend id={`${countId}-legend`}>
              <Trans>Rating</Trans>
            </legend>
            <div className={styles.ratingChoices}>
              {STAR_OPTIONS.map((star) => (
                <label key={star} className={styles.ratingChoice}>
                  <input type="radio" name="rating" value={String(star)} checked={values.rating === String(star)} onChange={() => set('rating')(String(star))} data-autofocus={star === 1 ? '' : undefined} />
                  <span aria-hidden="true">{'★'.repeat(star)}</span>
                  <span className="visually-hidden">{t`${star} out of 5 stars`}</span>
                </label>
              ))}
            </div>
            {invalid.includes('rating') && (
              <p id={`${countId}-rating`} className={formStyles.error}>
                <Trans>Choose a rating from 1 to 5 stars.</Trans>
              </p>
            )}
          </fieldset>
          <TextField label={t`Title`} name="title" value={values.title} onChange={set('title')} optional={!required('title')} error={errorOf('title', t`Give your review a title.`)} />
          <div className={formStyles.field}>
            <label htmlFor={textId} className={formStyles.label}>
              <Trans>Review</Trans>
            </label>
            <textarea
              id={textId}
              name="reviewtext"
              rows={5}
              className={formStyles.input}
              value={values.reviewtext}
              aria-required={required('reviewtext') || undefined}
              aria-invalid={invalid.includes('reviewtext') || undefined}
              aria-describedby={`${countId}${invalid.includes('reviewtext') ? ` ${countId}-error` : ''}`}
              onChange={(event) => set('reviewtext')(event.target.value)}
            />
            <p id={countId} className={formStyles.hint}>
              <Trans>
                {textLength} of {maxText} characters
              </Trans>
            </p>
            {invalid.includes('reviewtext') && (
              <p id={`${countId}-error`} className={formStyles.error}>
                <Trans>
                  Write between {field('reviewtext')?.minLength ?? 1} and {maxText} characters.
                </Trans>
              </p>
            )}
          </div>
          <TextField label={t`Nickname`} name="usernickname" value={values.usernickname} onChange={set('usernickname')} autoComplete="nickname" optional={!required('usernickname')} error={errorOf('usernickname', t`Enter a nickname of 2 to 25 characters.`)} />
          <SelectField
            label={t`Would you recommend this product?`}
            name="isrecommended"
            value={values.isrecommended}
            onChange={set('isrecommended')}
            placeholder={t`No answer`}
            options={[
              ['true', t`Yes`],
              ['false', t`No`],
            ]}
          />
          {field('age')?.options && (
            <SelectField label={t`Age`} name="age" value={values.age} onChange={set('age')} placeholder={t`Prefer not to say`} options={field('age')!.options!.map((o) => [o, o] as const)} error={errorOf('age', t`Choose an age group.`)} />
          )}
          <FormActions>
            <button type="submit" className={formStyles.primary} disabled={sending}>
              <Trans>Submit review</Trans>
            </button>
            <button type="button" className={formStyles.secondary} onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
