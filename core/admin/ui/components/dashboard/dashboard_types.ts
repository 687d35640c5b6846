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

/** A block a module adds to the dashboard (core/admin contracts: DashboardWidget). */
export interface DashboardWidget {
  key: string
  title: string
  kind: 'metrics' | 'trend' | 'ranking' | 'notice'
  link?: string
  wide?: boolean
  metrics?: { label: string; value: number; hint?: string }[]
  trend?: { dates: string[]; series: { name: string; values: number[] }[] }
  ranking?: { title: string; href?: string; value: number }[]
  notice?: { type: 'danger' | 'warning'; text: string; description?: string; at?: string }
  unit?: string
  empty?: string
}

export interface QueueHealth {
  driver: 'in-process' | 'bullmq'
  jobs: {
    job: string
    waiting: number
    active: number
    delayed: number
    failed_24h: number
    last_error: string
    last_failed_at: string | null
  }[]
}
