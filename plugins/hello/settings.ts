import { defineSettings } from '#core/settings/contracts'

/** Shown and edited at /admin/config/hello like any core group; `greeting` reaches the site. */
export const helloSettings = defineSettings({
  name: 'hello',
  title: '问候插件',
  fields: [
    { name: 'greeting', label: '问候语', input: 'text', default: '你好', public: true, maxLength: 32 },
    { name: 'keep_days', label: '问候保留天数', input: 'number', default: 30, min: 1, max: 3650 },
  ],
})

export interface HelloSettings {
  greeting: string
  keep_days: number
  [key: string]: string | number
}
