import type { ReactNode } from 'react'
import { IconArticle, IconFile, IconStar, IconUpload } from '@douyinfe/semi-icons'
import { useSetting } from '~/lib/shared_props'
import './accounts.css'

const POINTS = [
  { icon: <IconFile />, text: '海量文档在线阅读，支持 PDF、Word、PPT 等格式' },
  { icon: <IconUpload />, text: '上传分享你的资料，与更多人交流学习' },
  { icon: <IconArticle />, text: '发布文章，记录与传播你的见解' },
  { icon: <IconStar />, text: '收藏喜欢的内容，随时回来查看' },
]

/** The frame of the login and register pages: a brand panel and the form card. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  return (
    <div className="ds-acc-auth">
      <div className="ds-acc-auth__card">
        <aside className="ds-acc-auth__brand">
          <div className="ds-acc-auth__brand-name">{sitename}</div>
          <p className="ds-acc-auth__brand-slogan">文档分享与在线阅读，让知识触手可及。</p>
          <ul className="ds-acc-auth__points">
            {POINTS.map((point) => (
              <li key={point.text}>
                {point.icon}
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
        </aside>
        <section className="ds-acc-auth__form">
          <h1 className="ds-acc-auth__title">{title}</h1>
          <p className="ds-acc-auth__subtitle">{subtitle}</p>
          {children}
        </section>
      </div>
    </div>
  )
}
