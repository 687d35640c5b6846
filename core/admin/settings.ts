import { defineSettings } from '#core/settings/contracts'

/** 版本检测: where the dashboard looks for a newer Docsite, and the version the operator chose to skip. */
export const releaseSettings = defineSettings({
  name: 'release',
  title: '版本检测',
  fields: [
    {
      name: 'source',
      label: '版本源网址',
      input: 'text',
      default: '',
      maxLength: 500,
      placeholder: 'https://api.github.com/repos/<owner>/<repo>/releases/latest',
      help: '返回最新版本 JSON（tag_name、name、body、published_at，GitHub 与 Gitee 的 releases/latest 接口即是）的网址；留空则不检测新版本',
    },
    { name: 'ignore', label: '忽略的版本', input: 'text', default: '', maxLength: 64, help: '该版本不再提示为新版本' },
  ],
})

export type ReleaseSettings = { source: string; ignore: string }
