import { layoutComponents, siteComponents } from '#core/site/contracts'

/** Pages show advertisement positions and the home page's banners through ui/contributions.tsx; every page the site-wide top and bottom positions. */
export default async function siteBoot() {
  siteComponents.add('ads', () => ['ads.slot', 'ads.aside', 'ads.banners'])
  layoutComponents.add('ads', () => [
    { component: 'ads.slot', place: 'top', props: { position: 'global_top' } },
    { component: 'ads.slot', place: 'bottom', props: { position: 'global_bottom' } },
  ])
}
