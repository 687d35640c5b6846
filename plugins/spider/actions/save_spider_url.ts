import { DateTime } from 'luxon'
import { ApiError } from '#core/kernel/http/api_error'
import { User } from '#core/accounts/contracts'
import SpiderUrl from '../models/spider_url.js'
import SpiderDocument from '../models/spider_document.js'
import type { CreateSpiderUrlInput, UpdateSpiderUrlInput } from '../validators/spider_validators.js'
import { queueCrawl } from './queue_spider.js'
import { publicationFields } from './publication_fields.js'

function optionsOf(input: Omit<CreateSpiderUrlInput, 'url'>) {
  return {
    ...publicationFields(input),
    ...(input.link_pattern !== undefined && { linkPattern: input.link_pattern }),
    ...(input.pattern_target !== undefined && { patternTarget: input.pattern_target }),
    ...(input.depth !== undefined && { depth: input.depth }),
    ...(input.schedule !== undefined && { schedule: input.schedule }),
  }
}

async function assertOwner(userId: number | undefined) {
  if (userId === undefined) return
  const user = await User.find(userId)
  if (!user) throw ApiError.badRequest(`用户 ID ${userId} 不存在`)
}

/** Sources for each URL (one per line), owned by the staff member unless another owner is named. */
export async function createSpiderUrls(input: CreateSpiderUrlInput, staffId: number) {
  await assertOwner(input.user_id)
  const urls = [...new Set(input.url)]
  const created: SpiderUrl[] = []
  for (const url of urls) {
    created.push(await SpiderUrl.create({ url, userId: staffId, categoryId: [], ...optionsOf(input), status: 0 }))
  }
  return created
}

export async function updateSpiderUrl(input: UpdateSpiderUrlInput) {
  const source = await SpiderUrl.find(input.id)
  if (!source) throw ApiError.notFound('采集网址不存在')
  await assertOwner(input.user_id)
  source.merge({ ...optionsOf(input), ...(input.url && { url: input.url }) })
  if (input.schedule === 'once') source.nextRunAt = null
  else if (input.schedule && !source.nextRunAt) source.nextRunAt = DateTime.now()
  await source.save()
  if (input.status === 1) await queueCrawl([source.id])
  return source.refresh()
}

/** Deleting a source keeps what it found; those rows simply lose their source. */
export async function deleteSpiderUrls(ids: number[]) {
  await SpiderDocument.query().whereIn('spider_url_id', ids).update({ spider_url_id: 0 })
  await SpiderUrl.query().whereIn('id', ids).delete()
}
