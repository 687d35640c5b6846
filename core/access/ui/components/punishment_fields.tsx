import { Form, Input, TextArea } from '@douyinfe/semi-ui-19'
import { ExpiryField } from './expiry_field'

/** The reason, end time and remark slots that creating and editing a punishment share. */
export function PunishmentDetailSlots({
  reason,
  onReasonChange,
  reasonPlaceholder,
  end,
  onEndChange,
  remark,
  onRemarkChange,
}: {
  reason: string
  onReasonChange: (value: string) => void
  reasonPlaceholder?: string
  end: Date | null
  onEndChange: (value: Date | null) => void
  remark: string
  onRemarkChange: (value: string) => void
}) {
  return (
    <>
      <Form.Slot label="处罚原因">
        <Input value={reason} onChange={onReasonChange} maxLength={255} placeholder={reasonPlaceholder} showClear />
      </Form.Slot>
      <Form.Slot label="结束时间">
        <ExpiryField value={end} onChange={onEndChange} />
      </Form.Slot>
      <Form.Slot label="备注（仅管理员可见）">
        <TextArea value={remark} onChange={onRemarkChange} maxLength={255} rows={2} />
      </Form.Slot>
    </>
  )
}
