/**
 * The places plugins fill with their components, as plain data with no import: the server's
 * layoutComponents extension point and the pages that draw the places both use these types.
 */

/**
 * Where the site layout draws a component on every public page: under the header, above the
 * footer, floating over the page, among the header's actions (before the user menu), or in the
 * phone drawer's list (which hands its components `onDone` to close itself).
 */
export type LayoutSlotPlace = 'top' | 'bottom' | 'floating' | 'header_actions' | 'drawer_menu'

/**
 * A region of one core page, drawn only on that page (so core pages name no plugin either):
 * - home_before_sections, home_after_sections, home_end: the home page, around its sections
 *   and at its foot;
 * - search_top, search_bottom: above and below the search page's results;
 * - search_results: the search results themselves, which its components wrap (they get the
 *   results as children, e.g. to set a column beside them);
 * - profile_top, profile_documents_top: a member's page, above the hero and above the list of
 *   the 文档 tab;
 * - tool_head: the head of /tool, beside its title.
 */
export type PageRegion =
  | 'home_before_sections'
  | 'home_after_sections'
  | 'home_end'
  | 'search_top'
  | 'search_results'
  | 'search_bottom'
  | 'profile_top'
  | 'profile_documents_top'
  | 'tool_head'

export type LayoutPlace = LayoutSlotPlace | PageRegion

/** A contributed component drawn in a place (an ad position, the assistant's chat button). */
export interface LayoutComponent {
  /** A contributed site component, '<owner>.<name>' in the owner's ui/contributions.tsx. */
  component: string
  place: LayoutPlace
  /** Plain props the component gets, e.g. the ad position it fills. */
  props?: Record<string, string>
  /** Lower first; components with the same value keep the order they were contributed in. */
  order?: number
}
