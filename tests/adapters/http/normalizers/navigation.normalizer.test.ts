import { describe, expect, it } from 'vitest';
import { normalizeNavItemType, normalizeNavTree } from '../../../../adapters/src/http/normalizers/navigation.normalizer.js';
import { aNavigationResponseDto } from '../../../mothers/dto/navigation.dto.mother.js';
import { aNavTree } from '../../../mothers/navigation.mother.js';

describe('navigation normalizers', () => {
  it('turns the navigation response into the domain tree with breadcrumbs', () => {
    expect(normalizeNavTree(aNavigationResponseDto())).toEqual(aNavTree());
  });

  it.each([
    ['CATEGORY', 'category'],
    ['BRAND', 'brand'],
    ['CONTENT', 'content'],
    ['EXTERNAL', 'external'],
    ['HEADING', 'heading'],
    ['DEFAULT', 'default'],
    ['SMART', 'smart'],
    ['GATEWAY', 'gateway'],
    ['NON_PRODUCT', 'non-product'],
    ['NO_NAV', 'no-nav'],
    ['no_nav', 'no-nav'],
    ['MYSTERY', 'default'],
  ])('typeCode %s -> %s', (code, type) => expect(normalizeNavItemType(code)).toBe(type));
});
