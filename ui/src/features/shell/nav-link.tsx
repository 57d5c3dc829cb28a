import { Link } from 'react-router-dom';
import { subBrandHref, type NavItem } from '@vitrine/core';
import { useActiveSubBrand } from '../sub-brand';
import { navItemHref } from './use-main-navigation';

/**
 * A navigation item as a link (client-side for internal paths), or plain text for headings. On a
 * sub-brand's pages an internal link keeps `?subbrand=` (decision 0344), so its listing stays refined.
 */
export function NavLink({ item, className, onNavigate }: { item: NavItem; className?: string; onNavigate?: () => void }) {
  const subBrand = useActiveSubBrand();
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
    <Link className={className} to={subBrand ? subBrandHref(link.href, subBrand) : link.href} onClick={onNavigate}>
      {item.displayName}
    </Link>
  );
}
