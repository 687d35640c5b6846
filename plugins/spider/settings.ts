import { defineSettings } from '#core/settings/contracts'

/** 系统设置 → 采集: how politely and how far the spider may go. */
export const spiderSettings = defineSettings({
  name: 'spider',
  title: '采集',
  fields: [
    {
      name: 'allowed_hosts',
      label: '允许访问的内网地址',
      input: 'textarea',
      default: '',
      maxLength: 2000,
      help: '采集默认拒绝回环、内网、链路本地（含云元数据 169.254.169.254）等地址；在此填写要放行的 IP 或网段，每行一个，如 127.0.0.1 或 10.0.0.0/8',
    },
    { name: 'max_redirects', label: '最多重定向次数', input: 'number', default: 5, min: 0, max: 20 },
    { name: 'timeout', label: '单次请求超时（秒）', input: 'number', default: 30, min: 1, max: 600 },
    { name: 'page_max_mb', label: '列表页大小上限（MB）', input: 'number', default: 5, min: 1, max: 50 },
    { name: 'file_max_mb', label: '文件大小上限（MB）', input: 'number', default: 100, min: 1, max: 2048 },
    {
      name: 'host_delay_ms',
      label: '同一站点请求间隔（毫秒）',
      input: 'number',
      default: 1000,
      min: 0,
      max: 600000,
      help: 'robots.txt 的 Crawl-delay 更长时以它为准',
    },
    { name: 'max_links', label: '每页最多记录链接数', input: 'number', default: 5000, min: 1, max: 200000 },
  ],
})

export interface SpiderSettings {
  allowed_hosts: string
  max_redirects: number
  timeout: number
  page_max_mb: number
  file_max_mb: number
  host_delay_ms: number
  max_links: number
  [key: string]: string | number
}
