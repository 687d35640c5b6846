export { seedNavigation } from './actions/seed_navigation.js'
export { seedFriendlinks } from './actions/seed_friendlinks.js'
export { navigationTreeForHeader } from './queries/navigation_queries.js'
export { enabledFriendlinks } from './queries/friendlink_queries.js'
export { default as Navigation } from './models/navigation.js'
export { default as Friendlink } from './models/friendlink.js'
export type { NavigationTreeItem } from './transformers/navigation_transformer.js'
export {
  homeSections,
  collectHomeSections,
  siteTools,
  fixedNavigation,
  homeLinks,
  siteComponents,
  toolbarLinks,
  layoutComponents,
} from './extension_points.js'
export type {
  HomeSection,
  HomeSectionItem,
  HomeSectionLink,
  SiteTool,
  FixedNavigationEntry,
  HomeLink,
  ToolbarLink,
  LayoutComponent,
  LayoutPlace,
  LayoutSlotPlace,
  PageRegion,
} from './extension_points.js'
