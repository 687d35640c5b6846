import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Advertisement from '../models/advertisement.js'
import type { UpdateAdvertisementInput } from '../validators/advertisement_validators.js'
import { assertWindow, cleanContent, toDateTime } from './advertisement_rules.js'

/** Changes the fields sent, leaving the others as they are; null clears a time. */
export async function updateAdvertisement(input: UpdateAdvertisementInput) {
  const advertisement = await findOrNotFound(Advertisement, input.id, '广告不存在')
  const startTime = toDateTime(input.start_time, '开始时间')
  const endTime = toDateTime(input.end_time, '结束时间')
  assertWindow(startTime === undefined ? advertisement.startTime : startTime, endTime === undefined ? advertisement.endTime : endTime)
  advertisement.merge({
    ...(input.position !== undefined && { position: input.position }),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.content !== undefined && { content: await cleanContent(input.content) }),
    ...(input.enable !== undefined && { enable: input.enable }),
    ...(startTime !== undefined && { startTime }),
    ...(endTime !== undefined && { endTime }),
    ...(input.sort !== undefined && { sort: input.sort }),
    ...(input.remark !== undefined && { remark: input.remark }),
  })
  await advertisement.save()
  return advertisement
}
