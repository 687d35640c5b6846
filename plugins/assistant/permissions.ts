import { definePermissionSet } from '#core/kernel/permission_set'

/**
 * 聊天管理 (spec §6): the knowledge base keyword mode answers from, the members' conversations,
 * and the members who chatted.
 */
const permissionSet = definePermissionSet('assistant', {
  knowledge: {
    group: '聊天管理',
    actions: { list: '知识库列表', create: '新增知识', update: '编辑知识', delete: '删除知识' },
  },
  conversation: {
    group: '聊天管理',
    actions: { list: '搜索聊天记录', history: '查看会话记录', analytics: '聊天分析', delete: '删除会话' },
  },
  member: {
    group: '聊天管理',
    actions: { list: '聊天用户列表' },
  },
})

export const AssistantPermission = permissionSet.keys
export const assistantPermissions = permissionSet.definitions
