import Advertisement from '../models/advertisement.js'
import type { CreateAdvertisementInput } from '../validators/advertisement_validators.js'
import { assertWindow, cleanContent, toDateTime } from './advertisement_rules.js'

export async function createAdvertisement(input: CreateAdvertisementInput, userId: number) {
  const startTime = toDateTime(input.start_time, '开始时间') ?? null
  const endTime = toDateTime(input.end_time, '结束时间') ?? null
  assertWindow(startTime, endTime)
  return Advertisement.create({
    userId,
    position: input.position,
    title: input.title ?? '',
    content: await cleanContent(input.content),
    enable: input.enable ?? true,
    startTime,
    endTime,
    sort: input.sort ?? 0,
    remark: input.remark ?? '',
  })
}
