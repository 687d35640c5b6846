import { defineSettings } from '#core/settings/contracts'
import { SINGLE_PAGES } from './enums/single_pages.js'

/** article/set: the article section's own settings (who may publish is a group right). */
export const articleSettings = defineSettings({
  name: 'article',
  title: '文章设置',
  page: 'article/set',
  menu: { parent: '文章管理', sort: 330 },
  fields: [
    { name: 'page_size', label: '文章列表每页篇数', input: 'number', default: 10, min: 5, max: 50 },
    { name: 'related_count', label: '文章页相关文章篇数', input: 'number', default: 6, min: 0, max: 20, help: '0 表示不显示相关文章' },
    {
      name: 'image_max_size',
      label: '文章图片大小上限（MB）',
      input: 'number',
      default: 10,
      min: 1,
      max: 20,
      help: '正文中插入的图片超过该大小时拒绝上传',
    },
  ],
})

export type ArticleSettings = { page_size: number; related_count: number; image_max_size: number }

/**
 * 底链配置: the footer's links, to the single pages by default. The group is the articles
 * plugin's because its defaults are these pages: without the plugin there is nothing to link.
 */
export const footerSettings = defineSettings({
  name: 'footer',
  title: '底链配置',
  fields: SINGLE_PAGES.map((page) => ({
    name: page.identifier,
    label: page.title,
    input: 'text' as const,
    default: `/article/${page.identifier}`,
    public: true,
  })),
})
