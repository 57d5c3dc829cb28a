import { Trans } from '@lingui/react/macro';
import { useLoaderData } from 'react-router-dom';
import { subBrandHref } from '@vitrine/core';
import { HomeLayout } from '../home';
import type { SubBrandHomeData } from './sub-brand-home.loader';

/** The hero's lead line of each sub-brand; another code gets none. */
function HeroLead({ code }: { code: string }) {
  if (code === 'anthroliving') return <Trans>Furniture, bedding and kitchen pieces for every room, picked for the season ahead.</Trans>;
  if (code === 'fpmovement') return <Trans>Activewear made to move in, from the studio to the trail.</Trans>;
  return null;
}

/**
 * A sub-brand's home (shopping.md §1; decision 0344): its name as the page title, its robots meta,
 * a hero with the LCP image (eager, high priority), entry tiles to the categories below its
 * navigation root and a tray of its own products. Every link stays on the sub-brand
 * (`?subbrand={code}`), so the listings it opens are refined to it.
 */
export function SubBrandHomePage() {
  const { code, siteName, robots, content } = useLoaderData() as SubBrandHomeData;
  return (
    <HomeLayout id="sub-brand" title={siteName} lead={<HeroLead code={code} />} content={content} hrefOf={(slug) => subBrandHref(`/${slug}`, code)}>
      <title>{siteName}</title>
      <meta name="robots" content={robots} />
    </HomeLayout>
  );
}
