import { useState, type ReactNode } from 'react'
import { Modal, Toast } from '@douyinfe/semi-ui-19'
import type { ModalReactProps } from '@douyinfe/semi-ui-19/lib/es/modal'

/**
 * Runs a modal's save: `saving` is true while it runs; when the task succeeds the modal's
 * onDone and onClose follow, when it fails its message (or the fallback) goes to onError,
 * a toast unless the modal shows errors itself.
 */
export function useModalSubmit({
  onDone,
  onClose,
  fallback = '保存失败',
  onError = (message: string) => Toast.error(message),
}: {
  onDone: () => void
  onClose: () => void
  fallback?: string
  onError?: (message: string) => void
}) {
  const [saving, setSaving] = useState(false)
  const run = async (task: () => Promise<void>) => {
    setSaving(true)
    try {
      await task()
      onDone()
      onClose()
    } catch (failure: any) {
      onError(failure?.message ?? fallback)
    } finally {
      setSaving(false)
    }
  }
  return { saving, run }
}

/** A modal whose OK button submits: cancel closes it, the OK button spins while saving. */
export function SubmitModal({
  saving,
  onClose,
  onSubmit,
  children,
  ...props
}: Omit<ModalReactProps, 'onCancel' | 'onOk' | 'confirmLoading'> & {
  saving: boolean
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <Modal {...props} onCancel={onClose} onOk={onSubmit} confirmLoading={saving}>
      {children}
    </Modal>
  )
}
