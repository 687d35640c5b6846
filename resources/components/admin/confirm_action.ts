import { Modal, Toast } from '@douyinfe/semi-ui-19'
import type { ModalReactProps } from '@douyinfe/semi-ui-19/lib/es/modal'

/**
 * Asks before doing something that cannot be taken back (delete, cancel...): the action runs
 * on OK, and a failure is shown as a toast with its message (or the fallback).
 */
export function confirmAction({
  action,
  fallback,
  ...props
}: Omit<ModalReactProps, 'onOk'> & {
  /** Calls the API and reports success; runs when OK is clicked. */
  action: () => Promise<unknown>
  fallback: string
}) {
  Modal.confirm({
    ...props,
    onOk: async () => {
      try {
        await action()
      } catch (failure: any) {
        Toast.error(failure?.message ?? fallback)
      }
    },
  })
}
