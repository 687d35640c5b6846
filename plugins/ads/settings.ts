import { defineSettings } from '#core/settings/contracts'

/** config/ads: which sites advertisement HTML may embed in an iframe (none by default). */
export const adsSettings = defineSettings({
  name: 'ads',
  title: '广告设置',
  fields: [
    {
      name: 'iframe_hosts',
      label: '允许嵌入 iframe 的域名',
      input: 'textarea',
      default: '',
      maxLength: 2000,
      placeholder: 'player.example.com',
      help: '每行一个完整域名，只允许 https 地址；留空则广告中的 iframe 一律移除。iframe 总是在沙箱中运行，不能跳转本站页面',
    },
  ],
})

export type AdsSettings = { iframe_hosts: string }
