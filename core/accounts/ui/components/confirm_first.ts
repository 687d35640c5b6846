import { Modal } from '@douyinfe/semi-ui-19'

/**
 * Asks in a small modal before an action that takes something away (unfollow, delete). Not a
 * Popconfirm: Semi's popover measures its trigger through a DOM ref, which the Semi Button (a
 * class component) does not give under React 19, so it opened out of sight.
 */
export function confirmFirst(options: { title: string; content?: string; okText: string; cancelText?: string; onOk: () => void }) {
  Modal.confirm({
    // Modal.confirm drops a className, so no stylesheet can reach the box: it fits a phone this way.
    width: 'min(448px, calc(100vw - 24px))',
    title: options.title,
    content: options.content,
    okText: options.okText,
    cancelText: options.cancelText ?? '取消',
    okButtonProps: { type: 'danger' },
    onOk: options.onOk,
  })
}
