import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVIEW_DEFAULTS, REVIEW_PROFILE_ATTRIBUTES, reviewPageCount, reviewPageQuery, STAR_OPTIONS, validateReviewForm } from '@vitrine/core';

describe('review paging (shopping §9)', () => {
  it('offset is (page-1) times the page size, default 5, sorted by submission time descending', () => {
    expect(reviewPageQuery(1)).toEqual({ offset: 0, limit: 5, sort: 'SubmissionTime:desc', filter: null });
    expect(reviewPageQuery(3)).toMatchObject({ offset: 10, limit: 5 });
    expect(reviewPageQuery(2, { size: 10, sort: 'Rating:desc', filter: 'rating:5' })).toEqual({ offset: 10, limit: 10, sort: 'Rating:desc', filter: 'rating:5' });
  });
  it('treats bad pages as 1 and bad sizes as the default', () => {
    expect(reviewPageQuery(0).offset).toBe(0);
    expect(reviewPageQuery(2.5).offset).toBe(0);
    expect(reviewPageQuery(2, { size: 0 }).limit).toBe(5);
    expect(reviewPageQuery(2, { sort: '', filter: '' })).toMatchObject({ sort: 'SubmissionTime:desc', filter: null });
  });
  it('counts pages', () => {
    expect(reviewPageCount(0)).toBe(1);
    expect(reviewPageCount(11)).toBe(3);
    expect(reviewPageCount(10, 5)).toBe(2);
    expect(reviewPageCount(-4)).toBe(1);
  });
  it('has the spec constants', () => {
    expect(REVIEW_DEFAULTS).toMatchObject({ pageSize: 5, photoReviewsLimit: 100, maxTextLength: 500 });
    expect(STAR_OPTIONS).toEqual([1, 2, 3, 4, 5]);
    expect(REVIEW_PROFILE_ATTRIBUTES).toHaveLength(15);
  });
  it('property: consecutive pages tile the results without gaps or overlaps (catches page*size for (page-1)*size)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 30 }), (page, size) => {
      const a = reviewPageQuery(page, { size });
      const b = reviewPageQuery(page + 1, { size });
      expect(a.offset + a.limit).toBe(b.offset);
      expect(reviewPageQuery(1, { size }).offset).toBe(0);
    }));
  });
});

describe('review form (shopping §5)', () => {
  const fields = [
    { name: 'title', required: true, maxLength: 50 },
    { name: 'reviewtext', required: true, minLength: 10 },
    { name: 'usernickname', required: false, minLength: 4 },
    { name: 'isrecommended', required: false },
  ];
  it('accepts a valid review', () => {
    expect(validateReviewForm({ title: 'Great', reviewtext: 'Lovely shirt, fits well.' }, fields).ok).toBe(true);
  });
  it('reports required, too short and too long fields', () => {
    const r = validateReviewForm({ title: '', reviewtext: 'short', usernickname: 'ab' }, fields);
    expect(!r.ok && r.error).toEqual({ code: 'REVIEWS.INVALID_FORM', message: 'Invalid parameters passed to submitReview', details: { fields: ['title', 'reviewtext', 'usernickname'] } });
    expect(validateReviewForm({ title: 'x'.repeat(51), reviewtext: 'y'.repeat(20) }, fields).ok).toBe(false);
  });
  it('caps the review text at the configured maximum (default 500)', () => {
    expect(validateReviewForm({ title: 't', reviewtext: 'y'.repeat(500) }, fields).ok).toBe(true);
    expect(validateReviewForm({ title: 't', reviewtext: 'y'.repeat(501) }, fields).ok).toBe(false);
    expect(validateReviewForm({ title: 't', reviewtext: 'y'.repeat(301) }, fields, 300).ok).toBe(false);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(validateReviewForm({ title: 't', reviewtext: '😀'.repeat(500) }, fields).ok).toBe(true);
  });
  it('property: the text is accepted iff its length is within min..max (catches off-by-one at both ends)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 20, max: 50 }), (len, min, max) => {
      const r = validateReviewForm({ reviewtext: 'a'.repeat(len) }, [{ name: 'reviewtext', required: true, minLength: min }], max);
      expect(r.ok).toBe(len >= min && len <= max);
    }));
  });
});
