import Group from './models/group.js'

export const SUPER_ADMIN_GROUP = '超级管理员'
export const MEMBER_GROUP = '普通用户'

/**
 * The two groups every site starts with: a super-admin group that holds every permission,
 * and the default member group new accounts join. Safe to run again.
 */
export async function ensureDefaultGroups() {
  const superAdmin = await Group.firstOrCreate(
    { title: SUPER_ADMIN_GROUP },
    {
      title: SUPER_ADMIN_GROUP,
      color: '#f5222d',
      description: '拥有全部权限',
      isSuper: true,
      isDisplay: true,
      sort: 100,
      enableUpload: true,
      enableDocumentReview: false,
      enableComment: true,
      enableCommentApproval: false,
      enableArticle: true,
      enableArticleApproval: false,
    }
  )
  const member = await Group.firstOrCreate(
    { title: MEMBER_GROUP },
    {
      title: MEMBER_GROUP,
      color: '',
      description: '注册用户默认所在的分组',
      isDefault: true,
      sort: 0,
      enableUpload: true,
      enableDocumentReview: true,
      enableComment: true,
      enableCommentApproval: false,
      enableArticle: true,
      enableArticleApproval: true,
    }
  )
  return { superAdmin, member }
}
