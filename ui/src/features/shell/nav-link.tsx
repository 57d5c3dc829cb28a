import { memo } from 'react';
import { subBrandHref, type NavItem } from '@vitrine/core';
import { StableLink } from '../../components/stable-link';
import { navItemHref } from './use-main-navigation';

/**
 * A navigation item as a link (client-side for internal paths), or plain text for headings. On a
 * sub-brand's pages (`subBrand`: the active sub-brand's code, null for the main brand) an internal
 * link keeps `?subbrand=` (decision 0344), so its listing stays refined. Memoised and built on
 * StableLink, so a page change renders none of the header's links again (decision 0477): keep
 * `onNavigate` stable.
 */
export const NavLink = memo(function NavLink({ item, subBrand, className, onNavigate }: { item: NavItem; subBrand: string | null; className?: string; onNavigate?: () => void }) {
  const link = navItemHref(item);
  if (!link) return <span className={className}>{item.displayName}</span>;
  if (link.external) {
    return (
      <a className={className} href={link.href} target={link.target ?? undefined} rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}>
        {item.displayName}
      </a>
    );
  }
  return (
    <StableLink className={className} to={subBrand ? subBrandHref(link.href, subBrand) : link.href} onNavigate={onNavigate}>
      {item.displayName}
    </StableLink>
  );
});
