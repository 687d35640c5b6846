import { useState } from 'react'
import { Form, Input, Modal, Select, Switch, TextArea, Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { ExpiryField } from './expiry_field'
import type { PunishmentRow, PunishmentTypeOption } from './types'

export function EditPunishmentModal({
  row,
  types,
  onClose,
  onSaved,
}: {
  row: PunishmentRow | null
  types: PunishmentTypeOption[]
  onClose: () => void
  onSaved: () => void
}) {
  const [current, setCurrent] = useState<PunishmentRow | null>(null)
  const [type, setType] = useState(0)
  const [reason, setReason] = useState('')
  const [remark, setRemark] = useState('')
  const [end, setEnd] = useState<Date | null>(null)
  const [enable, setEnable] = useState(true)
  const [saving, setSaving] = useState(false)

  if (row !== current) {
    setCurrent(row)
    if (row) {
      setType(row.type)
      setReason(row.reason)
      setRemark(row.remark)
      setEnd(row.end_time ? new Date(row.end_time) : null)
      setEnable(row.enable)
    }
  }

  const submit = async () => {
    if (!row) return
    setSaving(true)
    try {
      await api.put('/api/v1/punishment', {
        id: row.id,
        type,
        reason: reason.trim(),
        remark: remark.trim(),
        enable,
        end_time: end ? end.toISOString() : null,
      })
      Toast.success('处罚已更新')
      onSaved()
      onClose()
    } catch (failure: any) {
      Toast.error(failure?.message ?? '保存失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      className="ds-access-modal"
      title={row ? `编辑处罚：${row.username}` : ''}
      visible={Boolean(row)}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      confirmLoading={saving}
      width={560}
      maskClosable={false}
    >
      <Form labelPosition="top">
        <Form.Slot label="处罚类型">
          <Select
            value={type}
            onChange={(value) => setType(Number(value))}
            optionList={types.map((item) => ({ value: item.value, label: item.label }))}
            style={{ width: '100%' }}
          />
        </Form.Slot>
        <Form.Slot label="处罚原因">
          <Input value={reason} onChange={setReason} maxLength={255} showClear />
        </Form.Slot>
        <Form.Slot label="结束时间">
          <ExpiryField value={end} onChange={setEnd} />
        </Form.Slot>
        <Form.Slot label="备注（仅管理员可见）">
          <TextArea value={remark} onChange={setRemark} maxLength={255} rows={2} />
        </Form.Slot>
        <Form.Slot label="启用">
          <Switch checked={enable} onChange={setEnable} aria-label="启用" />
        </Form.Slot>
      </Form>
    </Modal>
  )
}
