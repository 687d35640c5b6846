import { layoutComponents, siteComponents, type LayoutComponent, type LayoutPlace } from '#core/site/contracts'

/** The advertisement position (spec §3) that fills each place of the layout and of the core pages, in page order. */
const POSITIONS: [LayoutPlace, string][] = [
  ['top', 'global_top'],
  ['bottom', 'global_bottom'],
  ['home_before_sections', 'index_banner_bottom'],
  ['home_before_sections', 'index_category_top'],
  ['home_after_sections', 'index_category_bottom'],
  ['home_end', 'index_link_top'],
  ['search_top', 'search_top'],
  ['search_bottom', 'search_bottom'],
  ['profile_top', 'user_top'],
  ['profile_documents_top', 'user_document_top'],
]

/** A member's page sets its positions apart from the hero and the tabs. */
const SPACED: LayoutPlace[] = ['profile_top', 'profile_documents_top']

function placedAds(): LayoutComponent[] {
  const slots = POSITIONS.map(([place, position]): LayoutComponent => ({
    component: 'ads.slot',
    place,
    props: SPACED.includes(place) ? { position, className: 'ds-ad-slot--spaced' } : { position },
  }))
  return [
    // The banners come first on the home page, above its first advertisement position.
    { component: 'ads.banners', place: 'home_before_sections' },
    ...slots,
    { component: 'ads.aside', place: 'search_results', props: { position: 'search_right' } },
  ]
}

/**
 * The layout's site-wide positions, the core pages' positions and the home page's banners,
 * through ui/contributions.tsx; other plugins' pages render ads.slot by name.
 */
export default async function siteBoot() {
  siteComponents.add('ads', () => ['ads.slot'])
  layoutComponents.add('ads', placedAds)
}
