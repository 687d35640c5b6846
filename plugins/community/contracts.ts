/**
 * What other plugins may use of community: the target extension point a content plugin
 * fills (through registerCommunityTarget) so its content can be commented on, favourited and
 * reported, the kinds registered, and the enums.
 */
export { communityTargets } from './extension_points.js'
export { forgetTargets } from './actions/forget_targets.js'
export type { CommunityTarget, CommunityTargetInfo } from './extension_points.js'
export { registerCommunityTarget, communityKinds } from './services/targets.js'
export { CommunityPermission } from './permissions.js'
export { TargetKind, CommentStatus, COMMENT_STATUS_LABELS, REPORT_REASON_LABELS } from './enums/community.js'
export type { TargetKindValue, CommentStatusValue } from './enums/community.js'

/** For importers (the MOREDOC migration): counters recomputed from the comment and favourite rows. */
export { recount as recountCommunityCounters } from './services/counters.js'
