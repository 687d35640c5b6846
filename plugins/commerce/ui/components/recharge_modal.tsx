import { useRef, useState } from 'react'
import { Form, Modal, Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { useCreditName } from '~/lib/shared_props'
import { apiUrl } from '~/lib/api_url'

/** 系统充值: grant (positive) or deduct (negative) a user's credits with a reason. */
export function RechargeModal({ visible, onClose, onDone }: { visible: boolean; onClose: () => void; onDone: () => void }) {
  const creditName = useCreditName()
  const form = useRef<any>(null)
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    let values: { user_id: number; credit: number; remark: string }
    try {
      values = await form.current.formApi.validate()
    } catch {
      return
    }
    setSaving(true)
    try {
      const log = await api.post<{ balance: number }>(apiUrl('commerce.credit.recharge'), values)
      Toast.success(`操作成功，当前余额 ${log.balance} ${creditName}`)
      onDone()
      onClose()
    } catch (error) {
      Toast.error((error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title="系统充值"
      visible={visible}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
    >
      <Form ref={form} labelPosition="top">
        <Form.InputNumber
          field="user_id"
          label="用户ID"
          min={1}
          precision={0}
          className="ds-full-width"
          rules={[{ required: true, message: '请输入用户ID' }]}
        />
        <Form.InputNumber
          field="credit"
          label={`${creditName}数量`}
          precision={0}
          className="ds-full-width"
          extraText="正数为充值，负数为扣除"
          rules={[{ required: true, message: `请输入${creditName}数量` }]}
        />
        <Form.Input field="remark" label="原因" maxLength={255} rules={[{ required: true, message: '请输入原因' }]} />
      </Form>
    </Modal>
  )
}
