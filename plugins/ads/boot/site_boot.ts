import { siteComponents } from '#core/site/contracts'

/** Pages show advertisement positions and the home page's banners through ui/contributions.tsx. */
export default async function siteBoot() {
  siteComponents.add('ads', () => ['ads.slot', 'ads.aside', 'ads.banners'])
}
