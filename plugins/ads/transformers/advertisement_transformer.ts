import { DateTime } from 'luxon'
import { iso } from '#core/kernel/transformers/iso'
import type Advertisement from '../models/advertisement.js'

/** Whether the site shows it now, for the admin list: running, scheduled, ended or disabled. */
export function advertisementState(advertisement: Advertisement, now = DateTime.now()) {
  if (!advertisement.enable) return 'disabled'
  if (advertisement.startTime && advertisement.startTime > now) return 'scheduled'
  if (advertisement.endTime && advertisement.endTime < now) return 'ended'
  return 'running'
}

/** The whole record, for staff. */
export function advertisementJson(advertisement: Advertisement) {
  return {
    id: advertisement.id,
    user_id: advertisement.userId,
    position: advertisement.position,
    title: advertisement.title,
    content: advertisement.content,
    enable: advertisement.enable,
    start_time: iso(advertisement.startTime),
    end_time: iso(advertisement.endTime),
    sort: advertisement.sort,
    remark: advertisement.remark,
    state: advertisementState(advertisement),
    created_at: iso(advertisement.createdAt),
    updated_at: iso(advertisement.updatedAt),
  }
}

/** What a visitor's page gets: the slot and the (freshly sanitised) HTML. */
export function publicAdvertisementJson(advertisement: Advertisement, content: string) {
  return { id: advertisement.id, position: advertisement.position, title: advertisement.title, content }
}

export type PublicAdvertisement = ReturnType<typeof publicAdvertisementJson>
