/** Keys are prefixed with the plugin id; titles are what the admin permission list shows. */
export const ARTICLE_LIST = 'articles.article.list'
export const ARTICLE_UPDATE = 'articles.article.update'
export const ARTICLE_DELETE = 'articles.article.delete'
export const ARTICLE_CHECK = 'articles.article.check'
export const ARTICLE_RECOMMEND = 'articles.article.recommend'
export const ARTICLE_SET_CATEGORY = 'articles.article.category'
export const RECYCLE_LIST = 'articles.recycle.list'
export const RECYCLE_RESTORE = 'articles.recycle.restore'
export const RECYCLE_DELETE = 'articles.recycle.delete'

export const articlePermissions = [
  { key: ARTICLE_LIST, title: '文章列表（全部状态）', group: '文章' },
  { key: ARTICLE_UPDATE, title: '编辑他人文章', group: '文章' },
  { key: ARTICLE_DELETE, title: '删除他人文章', group: '文章' },
  { key: ARTICLE_CHECK, title: '审核文章', group: '文章' },
  { key: ARTICLE_RECOMMEND, title: '推荐文章', group: '文章' },
  { key: ARTICLE_SET_CATEGORY, title: '批量修改文章分类', group: '文章' },
  { key: RECYCLE_LIST, title: '文章回收站列表', group: '文章回收站' },
  { key: RECYCLE_RESTORE, title: '恢复文章', group: '文章回收站' },
  { key: RECYCLE_DELETE, title: '彻底删除文章', group: '文章回收站' },
]
