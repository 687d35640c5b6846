import { defineSettings } from '#core/settings/contracts'

/** /admin/config/statistics. `enable` reaches the site: the page-view tracker runs only when it is on. */
export const statisticsSettings = defineSettings({
  name: 'statistics',
  title: '访问统计',
  fields: [
    {
      name: 'enable',
      label: '记录页面访问',
      input: 'switch',
      default: true,
      public: true,
      help: '关闭后前台不再上报页面访问，已有统计保留',
    },
    {
      name: 'retention_days',
      label: '访问明细保留天数',
      input: 'number',
      default: 90,
      min: 1,
      max: 3650,
      help: '超过天数的逐条访问记录会被删除；按天汇总的统计一直保留',
    },
  ],
})

export interface StatisticsSettings {
  enable: boolean
  retention_days: number
  [key: string]: string | number | boolean | string[]
}
