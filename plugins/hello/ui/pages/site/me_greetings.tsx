import { Link } from '~/components/link'
import { formatDateTime } from '~/lib/format'
import { SeoHead } from '~/components/site/seo_head'
import { MeShell, type MeTab } from '../../../../../core/accounts/ui/components/me_shell'
import { MeList, MeListPanel, MeListRow, pageAt } from '../../../../../core/accounts/ui/components/me_list_panel'
import type { GreetingItem } from '../../components/greeting_types'

interface Props {
  tabs: MeTab[]
  active: string
  greetings: GreetingItem[]
  total: number
  page: number
  size: number
}

/** /me/hello: 我的问候, the greetings the member left. */
export default function MeGreetings({ tabs, active, greetings, total, page, size }: Props) {
  return (
    <MeShell tabs={tabs} active={active}>
      <SeoHead title="我的问候" noindex />
      <MeListPanel
        title="我的问候"
        count={total}
        isEmpty={greetings.length === 0}
        empty={{
          title: '还没有留下问候',
          description: (
            <span>
              去<Link href="/hello">问候页</Link>看看大家的问候
            </span>
          ),
        }}
        paging={pageAt('/me/hello', { total, size, page })}
      >
        <MeList>
          {greetings.map((greeting) => (
            <MeListRow key={greeting.id} testId="me-greeting" meta={<span>{formatDateTime(greeting.created_at)}</span>}>
              {greeting.text}
            </MeListRow>
          ))}
        </MeList>
      </MeListPanel>
    </MeShell>
  )
}
