export interface Option<Value = string> {
  value: Value
  label: string
}

export type AdvertisementState = 'running' | 'scheduled' | 'ended' | 'disabled'

export interface AdvertisementRow {
  id: number
  user_id: number
  position: string
  title: string
  content: string
  enable: boolean
  start_time: string | null
  end_time: string | null
  sort: number
  remark: string
  state: AdvertisementState
  created_at: string | null
  updated_at: string | null
}

export interface BannerRow {
  id: number
  title: string
  path: string
  url: string
  description: string
  type: number
  sort: number
  enable: boolean
  created_at: string | null
  updated_at: string | null
}

export const STATE_TAGS: Record<AdvertisementState, { label: string; color: 'green' | 'blue' | 'grey' | 'orange' }> = {
  running: { label: '投放中', color: 'green' },
  scheduled: { label: '未开始', color: 'blue' },
  ended: { label: '已结束', color: 'orange' },
  disabled: { label: '已禁用', color: 'grey' },
}
