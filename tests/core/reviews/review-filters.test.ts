import { describe, expect, it } from 'vitest';
import { formatReviewFilter, parseReviewFilter, REVIEW_AGE_GROUPS, reviewAgeGroup, ReviewsGateway, toggleReviewFilter } from '../../../core/src/index.js';

describe('review filters (shopping.md §2 review filter, §3 tracked attributes; decision 0211)', () => {
  it('parses name:value pairs with | alternatives, dropping unknown names, blanks and pairs without a colon', () => {
    expect(parseReviewFilter('rating:4|5,agegroup:25-34, isrecommended:true ,colour:red,hasphotos:,rating:5|3,nonsense,:x')).toEqual({
      rating: ['4', '5', '3'],
      agegroup: ['25-34'],
      isrecommended: ['true'],
    });
    expect(parseReviewFilter(null)).toEqual({});
    expect(parseReviewFilter(undefined)).toEqual({});
    expect(parseReviewFilter('')).toEqual({});
  });

  it('formats in display order and round-trips', () => {
    const text = formatReviewFilter({ hasphotos: ['true'], rating: ['5', '4'], agegroup: [] });
    expect(text).toBe('rating:5|4,hasphotos:true');
    expect(parseReviewFilter(text)).toEqual({ rating: ['5', '4'], hasphotos: ['true'] });
    expect(formatReviewFilter({})).toBe('');
  });

  it('toggles values: several ratings or age groups, one value for recommended and photos', () => {
    let f = toggleReviewFilter({}, 'rating', '5');
    f = toggleReviewFilter(f, 'rating', '4');
    expect(f).toEqual({ rating: ['5', '4'] });
    f = toggleReviewFilter(f, 'isrecommended', 'true');
    f = toggleReviewFilter(f, 'isrecommended', 'false');
    expect(f.isrecommended).toEqual(['false']);
    f = toggleReviewFilter(f, 'rating', '5');
    f = toggleReviewFilter(f, 'rating', '4');
    expect(f).toEqual({ isrecommended: ['false'] });
  });

  it('puts ages in groups; under 18, unknown and non-numbers have none', () => {
    expect([18, 24, 25, 34, 44, 45, 54, 60, 64, 65, 99].map(reviewAgeGroup)).toEqual(['18-24', '18-24', '25-34', '25-34', '35-44', '45-54', '45-54', '55-64', '55-64', '65+', '65+']);
    expect([17, null, undefined, Number.NaN].map(reviewAgeGroup)).toEqual([null, null, null, null]);
    expect(REVIEW_AGE_GROUPS).toHaveLength(6);
  });

  it('has a port token named after the port', () => {
    expect(ReviewsGateway.description).toBe('ReviewsGateway');
  });
});
