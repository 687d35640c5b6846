import { ProfileShell, useProfilePronoun, type ProfilePageProps } from '../../components/profile_shell'
import { DynamicFeed, type Dynamic } from '../../components/dynamic_feed'
import { formatDate } from '../../components/format'

/** /user/{id}: the 主页 tab, an introduction and the user's recent public activity. */
export default function UserPage({
  profile,
  tabs,
  active,
  followed,
  dynamics,
  dynamic_total,
}: ProfilePageProps & { dynamics: Dynamic[]; dynamic_total: number }) {
  const pronoun = useProfilePronoun(profile)
  return (
    <ProfileShell profile={profile} tabs={tabs} active={active} followed={followed}>
      <div className="ds-acc-about">
        <div className="ds-acc-about__main">
          <div className="ds-acc-about__block">
            <h3>个人简介</h3>
            <p>{profile.signature || '这个人很懒，什么都没有留下'}</p>
          </div>
          <div className="ds-acc-about__block">
            <h3>最近动态</h3>
            <DynamicFeed userId={profile.id} initial={dynamics} total={dynamic_total} pronoun={pronoun} />
          </div>
        </div>
        <dl className="ds-acc-about__facts">
          <div>
            <dt>加入时间</dt>
            <dd>{formatDate(profile.created_at)}</dd>
          </div>
          <div>
            <dt>分享文档</dt>
            <dd>{profile.doc_count ?? 0}</dd>
          </div>
          <div>
            <dt>发表文章</dt>
            <dd>{profile.article_count ?? 0}</dd>
          </div>
          <div>
            <dt>关注 / 粉丝</dt>
            <dd data-testid="follow-counts">{`${profile.follow_count ?? 0} / ${profile.fans_count ?? 0}`}</dd>
          </div>
        </dl>
      </div>
    </ProfileShell>
  )
}
