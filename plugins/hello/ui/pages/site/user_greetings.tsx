import { formatDateTime } from '~/lib/format'
import {
  ProfileListPanel,
  ProfileShell,
  useProfilePronoun,
  type ProfilePageProps,
} from '../../../../../core/accounts/ui/components/profile_shell'
import { MeList, MeListRow } from '../../../../../core/accounts/ui/components/me_list_panel'
import type { GreetingItem } from '../../components/greeting_types'

interface Props extends ProfilePageProps {
  greetings: GreetingItem[]
  total: number
  page: number
  size: number
}

/** /user/{id}/hello: the greetings someone left. */
export default function UserGreetingsPage({ profile, tabs, active, followed, greetings, total, page, size }: Props) {
  const pronoun = useProfilePronoun(profile)
  return (
    <ProfileShell profile={profile} tabs={tabs} active={active} followed={followed} title="问候">
      <ProfileListPanel
        count={greetings.length}
        empty={{ title: '暂无问候', description: `${pronoun}还没有留下问候` }}
        total={total}
        page={page}
        size={size}
        path={`/user/${profile.id}/hello`}
      >
        <MeList>
          {greetings.map((greeting) => (
            <MeListRow key={greeting.id} testId="user-greeting" meta={<span>{formatDateTime(greeting.created_at)}</span>}>
              {greeting.text}
            </MeListRow>
          ))}
        </MeList>
      </ProfileListPanel>
    </ProfileShell>
  )
}
