import type { ReactNode } from 'react'
import { Empty } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent, IllustrationNoResult } from '@douyinfe/semi-illustrations'

/** Nothing yet, or nothing matching the filters: each says so and what to do next. */
export function AdminEmpty({ filtered, title, hint }: { filtered: boolean; title: string; hint?: ReactNode }) {
  return (
    <div className="ds-docadmin-empty">
      <Empty
        image={
          filtered ? (
            <IllustrationNoResult style={{ width: 150, height: 150 }} />
          ) : (
            <IllustrationNoContent style={{ width: 150, height: 150 }} />
          )
        }
        title={filtered ? '没有符合条件的结果' : title}
        description={filtered ? '换个关键词或清除筛选条件试试' : hint}
      />
    </div>
  )
}
