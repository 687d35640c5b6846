import { useRef, type ReactNode } from 'react'
import { Form, Modal } from '@douyinfe/semi-ui-19'
import type { FormApi } from '@douyinfe/semi-ui-19/lib/es/form'

type FormRender = (props: { formState: any; formApi: FormApi; values: any }) => ReactNode

/**
 * The create/edit modal of an admin list: open while `editing` is not null, a top-labelled
 * Semi form seeded with it, "保存" submits the form (validation included) to onSubmit.
 */
export function EntityFormModal<T extends Record<string, any>>({
  title,
  editing,
  saving,
  onCancel,
  onSubmit,
  width = 'min(560px, calc(100vw - 24px))',
  children,
}: {
  title: string
  editing: T | null
  saving: boolean
  onCancel: () => void
  onSubmit: (values: T) => void
  /** A wider modal for a form with a preview beside it. */
  width?: string
  children: ReactNode | FormRender
}) {
  const formApi = useRef<FormApi | null>(null)
  return (
    <Modal
      title={title}
      visible={editing !== null}
      onCancel={onCancel}
      onOk={() => formApi.current?.submitForm()}
      okButtonProps={{ loading: saving }}
      okText="保存"
      cancelText="取消"
      width={width}
      destroyOnClose
    >
      {editing && (
        <Form initValues={editing} getFormApi={(instance) => (formApi.current = instance)} onSubmit={onSubmit} labelPosition="top">
          {children as any}
        </Form>
      )}
    </Modal>
  )
}
