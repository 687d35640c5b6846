import { defineSettings } from '#core/settings/contracts'

export interface SeoSettings {
  robots_extra: string
  [key: string]: string
}

export const seoSettings = defineSettings({
  name: 'seo',
  title: 'SEO 与站点地图',
  fields: [
    {
      name: 'robots_extra',
      label: 'robots.txt 附加规则',
      input: 'textarea',
      default: '',
      maxLength: 5000,
      placeholder: 'Disallow: /tag/',
      help: '每行一条，追加在默认规则之后（例如 Disallow: /tag/，或以 User-agent: 开始一组新规则）；站点地图地址会自动写入',
    },
  ],
})
