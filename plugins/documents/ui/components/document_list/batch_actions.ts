import { api } from '~/lib/api'
import type { DocumentListCan } from './document_list_types'
import { apiUrl } from '~/lib/api_url'

/** A batch action: what to call, how to ask, what to say when done. */
export interface BatchAction {
  key: string
  label: string
  allowed: boolean
  type?: 'primary' | 'warning' | 'danger' | 'tertiary'
  confirm: (count: number) => string
  done: string
  run: (ids: number[]) => Promise<unknown>
}

/** The batch actions this staff member may run, in the order of the batch bar. */
export function documentBatchActions(can: DocumentListCan): BatchAction[] {
  const actions: BatchAction[] = [
    {
      key: 'approve',
      label: '通过审核',
      allowed: can.check,
      type: 'primary',
      confirm: (n) => `通过选中的 ${n} 篇文档？未转换的文档会进入转换队列，转换完成后公开。`,
      done: '已通过审核',
      run: (id) => api.put(apiUrl('documents.check'), { id, status: 2 }),
    },
    {
      key: 'reject',
      label: '拒绝',
      allowed: can.check,
      type: 'warning',
      confirm: (n) => `拒绝选中的 ${n} 篇文档？拒绝后只有上传者和管理员能看到它们。`,
      done: '已拒绝',
      run: (id) => api.put(apiUrl('documents.check'), { id, status: 7 }),
    },
    {
      key: 'recommend',
      label: '推荐',
      allowed: can.recommend,
      confirm: (n) => `推荐选中的 ${n} 篇文档？推荐的文档会显示在首页。`,
      done: '已推荐',
      run: (id) => api.put(apiUrl('documents.recommend'), { id, type: 1 }),
    },
    {
      key: 'unrecommend',
      label: '取消推荐',
      allowed: can.recommend,
      type: 'tertiary',
      confirm: (n) => `取消推荐选中的 ${n} 篇文档？`,
      done: '已取消推荐',
      run: (id) => api.put(apiUrl('documents.recommend'), { id, type: 0 }),
    },
    {
      key: 'reconvert',
      label: '重新转换',
      allowed: can.reconvert,
      type: 'tertiary',
      confirm: (n) => `重新转换选中的 ${n} 篇文档？已禁用、待审核或被拒绝的文档不会被转换。`,
      done: '已加入转换队列',
      run: (id) => api.put(apiUrl('documents.reconvert'), { id }),
    },
    {
      key: 'delete',
      label: '删除',
      allowed: can.delete,
      type: 'danger',
      confirm: (n) => `把选中的 ${n} 篇文档移到回收站？可以在回收站中恢复。`,
      done: '已移到回收站',
      run: (id) => api.delete(apiUrl('documents.trash'), { id }),
    },
  ]
  return actions.filter((action) => action.allowed)
}
