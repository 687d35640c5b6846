import { siteComponents } from '#core/site/contracts'

/** Documents and articles show favourite, report and comments through ui/contributions.tsx. */
export default async function siteBoot() {
  siteComponents.add('community', () => ['community.contentCommunity', 'community.contentActions'])
}
