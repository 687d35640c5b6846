import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineExtensionPoint } from '#core/kernel/extension_point'
import type { TargetKindValue } from './enums/community.js'

/** What community needs to know about one piece of content. */
export interface CommunityTargetInfo {
  id: number
  title: string
  /** The content's public page, e.g. /document/12. */
  link: string
  /** Author of the content (0 when unknown). */
  userId: number
  /** A file's facts, which the API family's favourite rows carry (documents: ".pdf", 300 = 3.0 stars, pages, bytes). */
  file?: { ext: string; score: number; pages: number; size: number; uuid: string }
}

/**
 * One kind of content comments, favourites and reports attach to: 0 document and 1 article
 * (the spec's), then any number a plugin claims. The owning plugin registers it
 * (registerCommunityTarget), so community never reads another plugin's tables.
 */
export interface CommunityTarget {
  /** The `type` of the community APIs; unique across the site. */
  kind: TargetKindValue
  /** Its name in the admin lists, their type filter and 我的收藏: 文档, 文章, 问候. */
  label: string
  /** The content when the viewer (0 = guest) may see it, else null. */
  findVisible(id: number, viewerId: number): Promise<CommunityTargetInfo | null>
  /** Title and link of each id that still exists, visible or not (admin lists, my favourites). */
  describe(ids: number[]): Promise<Map<number, CommunityTargetInfo>>
  /**
   * Stores the counts community recomputed from its own rows (approved comments,
   * favourites), inside community's transaction: counters are set, never incremented, so
   * they cannot drift.
   */
  setCounts(id: number, counts: { comment_count?: number; favorite_count?: number }, trx: TransactionClientContract): Promise<void>
}

/**
 * Each handler returns the target it serves. Fill it with registerCommunityTarget('articles',
 * articleTarget), which refuses a kind another plugin claimed.
 */
export const communityTargets = defineExtensionPoint<() => CommunityTarget>('communityTargets')
