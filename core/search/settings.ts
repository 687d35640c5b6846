import { defineSettings } from '#core/settings/contracts'

/**
 * 搜索设置 (/admin/config/search; MOREDOC's `fulltext_search` category): how a visitor's words are matched and how far back 大家都在搜
 * looks. The engine itself (database full-text index or Meilisearch) is chosen by MEILISEARCH_HOST;
 * the page names the one in use.
 */
export const searchSettings = defineSettings({
  name: 'fulltext_search',
  title: '搜索设置',
  page: 'config/search',
  fieldNotes: async () => {
    const { default: search } = await import('./search_service.js')
    return { match_any: { label: '当前搜索引擎', value: search.engineName() } }
  },
  fields: [
    {
      name: 'match_any',
      label: '没有完全匹配时显示部分匹配',
      input: 'switch',
      default: true,
      help: '搜索多个关键词、却没有同时包含全部关键词的结果时，改为显示包含其中部分关键词的结果（页面会注明）；关闭则显示没有结果。搜索引擎由环境变量 MEILISEARCH_HOST 决定（不设置时使用数据库全文索引）',
    },
    {
      name: 'popular_days',
      label: '热门搜索词统计天数',
      input: 'number',
      integer: true,
      default: 30,
      min: 1,
      max: 365,
      help: '首页和搜索页的「大家都在搜」按最近这些天的搜索次数排序',
    },
  ],
})
