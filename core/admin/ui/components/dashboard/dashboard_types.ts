export interface SystemInfo {
  node_version: string
  database: string
  queue: string
  storage: string
  search: string
  environment: string
}

export interface DeviceInfo {
  cpu: { cores: number; model_name: string; percent: number; load: number[] }
  memory: { total: number; used: number; percent: number }
  disk: { disk_name: string; total: number; used: number; percent: number }[]
}

export interface EnvDependent {
  name: string
  description: string
  version: string
  is_installed: boolean
  is_required: boolean
  error: string
}

/** A block a module adds to the dashboard: the server's own type, so the page draws what modules send. */
export type { DashboardWidget } from '../../../dashboard_widget'

/** The labels of the counters, by key, as the counting plugins register them (siteStats). */
export type StatLabels = Record<string, { label: string; icon?: string; tone?: string }>

export interface QueueHealth {
  driver: 'in-process' | 'bullmq'
  jobs: {
    job: string
    /** The job's own label from its declaration, '' when it has none. */
    label: string
    waiting: number
    active: number
    delayed: number
    failed_24h: number
    last_error: string
    last_failed_at: string | null
  }[]
}
