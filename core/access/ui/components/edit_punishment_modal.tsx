import { useState } from 'react'
import { Form, Select, Switch, Toast } from '@douyinfe/semi-ui-19'
import { SubmitModal, useModalSubmit } from '~/components/admin/submit_modal'
import { api } from '~/lib/api'
import { PunishmentDetailSlots, punishmentDetailsBody, type PunishmentDetails } from './punishment_fields'
import type { PunishmentRow, PunishmentTypeOption } from './types'
import { apiUrl } from '~/lib/api_url'

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
  const [details, setDetails] = useState<PunishmentDetails>({ reason: '', end: null, remark: '' })
  const [enable, setEnable] = useState(true)
  const { saving, run } = useModalSubmit({ onDone: onSaved, onClose })

  if (row !== current) {
    setCurrent(row)
    if (row) {
      setType(row.type)
      setDetails({ reason: row.reason, end: row.end_time ? new Date(row.end_time) : null, remark: row.remark })
      setEnable(row.enable)
    }
  }

  // A row of a disabled plugin's type keeps it; it is not offered to other rows.
  const options = [...types, ...(row && !types.some((item) => item.value === row.type) ? [{ value: row.type, label: row.type_label }] : [])]

  const submit = () => {
    if (!row) return
    return run(async () => {
      await api.put(apiUrl('access.punishments.update'), {
        id: row.id,
        type,
        ...punishmentDetailsBody(details),
        enable,
      })
      Toast.success('处罚已更新')
    })
  }

  return (
    <SubmitModal
      className="ds-access-modal"
      title={row ? `编辑处罚：${row.username}` : ''}
      visible={Boolean(row)}
      onClose={onClose}
      onSubmit={submit}
      okText="保存"
      saving={saving}
      width={560}
      maskClosable={false}
    >
      <Form labelPosition="top">
        <Form.Slot label="处罚类型">
          <Select
            value={type}
            onChange={(value) => setType(Number(value))}
            optionList={options.map((item) => ({ value: item.value, label: item.label }))}
            className="ds-full-width"
          />
        </Form.Slot>
        <PunishmentDetailSlots value={details} onChange={setDetails} />
        <Form.Slot label="启用">
          <Switch checked={enable} onChange={setEnable} aria-label="启用" />
        </Form.Slot>
      </Form>
    </SubmitModal>
  )
}
