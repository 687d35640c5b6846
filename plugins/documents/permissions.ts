/** Keys are prefixed with the plugin id; titles are what the admin permission list shows. */
export const DOCUMENT_LIST = 'documents.document.list'
export const DOCUMENT_UPDATE = 'documents.document.update'
export const DOCUMENT_DELETE = 'documents.document.delete'
export const DOCUMENT_CHECK = 'documents.document.check'
export const DOCUMENT_RECOMMEND = 'documents.document.recommend'
export const DOCUMENT_SET_CATEGORY = 'documents.document.category'
export const DOCUMENT_SET_LANGUAGE = 'documents.document.language'
export const DOCUMENT_RECONVERT = 'documents.document.reconvert'
export const DOCUMENT_DOWNLOAD_REVIEWED = 'documents.document.download_reviewed'
export const RECYCLE_LIST = 'documents.recycle.list'
export const RECYCLE_RESTORE = 'documents.recycle.restore'
export const RECYCLE_DELETE = 'documents.recycle.delete'
export const LANGUAGE_LIST = 'documents.language.list'
export const LANGUAGE_CREATE = 'documents.language.create'
export const LANGUAGE_UPDATE = 'documents.language.update'
export const LANGUAGE_DELETE = 'documents.language.delete'

export const documentPermissions = [
  { key: DOCUMENT_LIST, title: '文档列表（全部状态）', group: '文档' },
  { key: DOCUMENT_UPDATE, title: '编辑他人文档', group: '文档' },
  { key: DOCUMENT_DELETE, title: '删除他人文档', group: '文档' },
  { key: DOCUMENT_CHECK, title: '审核文档', group: '文档' },
  { key: DOCUMENT_RECOMMEND, title: '推荐文档', group: '文档' },
  { key: DOCUMENT_SET_CATEGORY, title: '批量修改文档分类', group: '文档' },
  { key: DOCUMENT_SET_LANGUAGE, title: '批量修改文档语言', group: '文档' },
  { key: DOCUMENT_RECONVERT, title: '重新转换文档', group: '文档' },
  { key: DOCUMENT_DOWNLOAD_REVIEWED, title: '下载待审核文档', group: '文档' },
  { key: RECYCLE_LIST, title: '回收站列表', group: '回收站' },
  { key: RECYCLE_RESTORE, title: '恢复文档', group: '回收站' },
  { key: RECYCLE_DELETE, title: '彻底删除文档', group: '回收站' },
  { key: LANGUAGE_LIST, title: '语言列表（全部）', group: '语言' },
  { key: LANGUAGE_CREATE, title: '新增语言', group: '语言' },
  { key: LANGUAGE_UPDATE, title: '更新语言', group: '语言' },
  { key: LANGUAGE_DELETE, title: '删除语言', group: '语言' },
]
