import { Form } from '@douyinfe/semi-ui-19'
import { EntityFormModal } from '~/components/admin/entity_form_modal'
import { LivePreview } from './ad_preview'
import type { Option } from './ads_types'
import './ads.css'

/** What the form edits: times as Date objects for the pickers. */
export interface AdvertisementDraft {
  id?: number
  position?: string
  title?: string
  content?: string
  enable?: boolean
  start_time?: Date | null
  end_time?: Date | null
  sort?: number
  remark?: string
}

export const CONTENT_PLACEHOLDER =
  '<a href="https://www.example.com" target="_blank"><img src="https://www.example.com/ad.png" alt="广告说明"></a>'

/**
 * Create or edit an advertisement: position, HTML and when it runs on the left, the live
 * preview on the right (under it on a narrow screen).
 */
export function AdvertisementFormModal({
  editing,
  saving,
  positions,
  serverPreview,
  onCancel,
  onSubmit,
}: {
  editing: AdvertisementDraft | null
  saving: boolean
  positions: Option[]
  serverPreview: boolean
  onCancel: () => void
  onSubmit: (values: AdvertisementDraft) => void
}) {
  return (
    <EntityFormModal<AdvertisementDraft>
      title={editing?.id ? '编辑广告' : '新增广告'}
      editing={editing}
      saving={saving}
      onCancel={onCancel}
      onSubmit={onSubmit}
      width="min(920px, calc(100vw - 24px))"
    >
      {({ values }) => (
        <div className="ds-ad-editor">
          <div>
            <Form.Select
              field="position"
              label="广告位置"
              placeholder="请选择广告位置"
              className="ds-full-width"
              filter
              optionList={positions.map((position) => ({ value: position.value, label: `${position.label}（${position.value}）` }))}
              rules={[{ required: true, message: '请选择广告位置' }]}
            />
            <Form.Input field="title" label="标题" placeholder="便于管理，不在网站上显示" maxLength={128} />
            <Form.TextArea
              field="content"
              label="广告内容（HTML）"
              placeholder={CONTENT_PLACEHOLDER}
              autosize={{ minRows: 6, maxRows: 14 }}
              maxCount={20000}
              className="ds-ad-editor__code"
              rules={[{ required: true, message: '请输入广告内容' }]}
            />
            <div className="ds-ad-editor__pair">
              <Form.DatePicker
                field="start_time"
                label="开始时间"
                type="dateTime"
                placeholder="立即开始"
                className="ds-full-width"
                showClear
              />
              <Form.DatePicker
                field="end_time"
                label="结束时间"
                type="dateTime"
                placeholder="长期有效"
                className="ds-full-width"
                showClear
              />
            </div>
            <div className="ds-ad-editor__row">
              <Form.InputNumber
                field="sort"
                label="排序"
                extraText="同一位置数值大的在前"
                className="ds-sort-field ds-sort-field--narrow"
              />
              <Form.Switch field="enable" label="启用" />
            </div>
            <Form.Input field="remark" label="备注" placeholder="合作方、结算方式等，仅后台可见" maxLength={255} />
          </div>
          <LivePreview content={String(values.content ?? '')} serverPreview={serverPreview} />
        </div>
      )}
    </EntityFormModal>
  )
}
