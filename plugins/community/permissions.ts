/** Keys are prefixed with the plugin id; titles are what the admin permission list shows. */
export const COMMENT_LIST = 'community.comment.list'
export const COMMENT_SHOW = 'community.comment.show'
export const COMMENT_UPDATE = 'community.comment.update'
export const COMMENT_CHECK = 'community.comment.check'
export const COMMENT_DELETE = 'community.comment.delete'
export const REPORT_LIST = 'community.report.list'
export const REPORT_UPDATE = 'community.report.update'
export const REPORT_DELETE = 'community.report.delete'

export const communityPermissions = [
  { key: COMMENT_LIST, title: '评论列表（全部状态）', group: '评论' },
  { key: COMMENT_SHOW, title: '查看评论', group: '评论' },
  { key: COMMENT_UPDATE, title: '编辑评论', group: '评论' },
  { key: COMMENT_CHECK, title: '审核评论', group: '评论' },
  { key: COMMENT_DELETE, title: '删除他人评论', group: '评论' },
  { key: REPORT_LIST, title: '举报列表', group: '举报' },
  { key: REPORT_UPDATE, title: '处理举报', group: '举报' },
  { key: REPORT_DELETE, title: '删除举报', group: '举报' },
]
