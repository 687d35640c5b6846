import { Form, Input, TextArea } from '@douyinfe/semi-ui-19'
import { ExpiryField } from './expiry_field'

/** What creating and editing a punishment both ask for besides its type; `end` null is 永久. */
export interface PunishmentDetails {
  reason: string
  end: Date | null
  remark: string
}

/** The details as the punishment API takes them: trimmed texts and the end as an ISO time (null for 永久). */
export function punishmentDetailsBody(details: PunishmentDetails) {
  return { reason: details.reason.trim(), remark: details.remark.trim(), end_time: details.end ? details.end.toISOString() : null }
}

/** The reason, end time and remark slots that creating and editing a punishment share. */
export function PunishmentDetailSlots({
  value,
  onChange,
  reasonPlaceholder,
}: {
  value: PunishmentDetails
  onChange: (value: PunishmentDetails) => void
  reasonPlaceholder?: string
}) {
  return (
    <>
      <Form.Slot label="处罚原因">
        <Input
          value={value.reason}
          onChange={(reason) => onChange({ ...value, reason })}
          maxLength={255}
          placeholder={reasonPlaceholder}
          showClear
        />
      </Form.Slot>
      <Form.Slot label="结束时间">
        <ExpiryField value={value.end} onChange={(end) => onChange({ ...value, end })} />
      </Form.Slot>
      <Form.Slot label="备注（仅管理员可见）">
        <TextArea value={value.remark} onChange={(remark) => onChange({ ...value, remark })} maxLength={255} rows={2} />
      </Form.Slot>
    </>
  )
}
