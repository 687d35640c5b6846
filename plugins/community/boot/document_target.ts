import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { Document, PUBLIC_STATUSES } from '#plugins/documents/contracts'
import { forgetTargets } from '../actions/forget_targets.js'
import type { CommunityTarget, CommunityTargetInfo } from '../extension_points.js'
import { registerCommunityTarget } from '../services/targets.js'
import { TargetKind } from '../enums/community.js'

function info(document: Document): CommunityTargetInfo {
  return {
    id: document.id,
    title: document.title,
    link: `/document/${document.id}`,
    userId: document.userId,
    file: { ext: document.ext, score: document.score, pages: document.pages, size: document.size, uuid: document.uuid },
  }
}

/**
 * Documents as comment/favourite/report targets, read through documents' contracts only.
 * It lives here (community dependsOn documents) because documents must keep working without
 * community; articles, written after community, registers itself from its own boot.
 * Visible means what the reader shows a non-staff viewer: public, or the viewer's own upload.
 */
export const documentTarget: CommunityTarget = {
  kind: TargetKind.Document,
  label: '文档',
  async findVisible(id, viewerId) {
    const document = await Document.find(id)
    if (!document) return null
    const open = document.deletedAt === null && PUBLIC_STATUSES.includes(document.status)
    return open || (viewerId > 0 && document.userId === viewerId) ? info(document) : null
  },
  async describe(ids) {
    if (ids.length === 0) return new Map()
    const documents = await Document.query().whereIn('id', ids)
    return new Map(documents.map((document) => [document.id, info(document)]))
  },
  async setCounts(id, counts, trx) {
    await Document.query({ client: trx }).where('id', id).update(counts)
  },
}

export default async function documentTargetBoot() {
  registerCommunityTarget('community', documentTarget)
  // The emitter service is bound once the app has booted; plugins boot before that.
  const emitter = await app.container.make('emitter')
  emitter.on('documents:removed', async ({ documentIds }) => {
    try {
      await forgetTargets(TargetKind.Document, documentIds)
    } catch (error) {
      logger.error({ err: error, documentIds }, 'community: could not remove the comments and favourites of purged documents')
    }
  })
}
