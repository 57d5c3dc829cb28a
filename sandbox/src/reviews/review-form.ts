import { REVIEW_AGE_GROUPS, REVIEW_DEFAULTS } from '@vitrine/core';
import type { ReviewFormDto } from '@vitrine/contract';

/**
 * The review form definition the sandbox serves (shopping.md §3 form field names, §5 required
 * flags and bounds come from it, §9 text maximum default 500; decision 0211). `age` is the tracked
 * profile attribute present in the review data, asked as an age group.
 */
export function reviewFormDefinition(maxTextLength: number = REVIEW_DEFAULTS.maxTextLength): ReviewFormDto {
  return {
    maxTextLength,
    fields: [
      { name: 'rating', type: 'rating', required: true },
      { name: 'title', type: 'text', required: true, minLength: 2, maxLength: 100 },
      { name: 'reviewtext', type: 'textarea', required: true, minLength: 20, maxLength: maxTextLength },
      { name: 'usernickname', type: 'text', required: true, minLength: 2, maxLength: 25 },
      { name: 'isrecommended', type: 'boolean', required: false },
      { name: 'age', type: 'select', required: false, options: [...REVIEW_AGE_GROUPS] },
    ],
  };
}
