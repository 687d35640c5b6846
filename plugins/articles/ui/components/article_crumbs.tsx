import type { ReactNode } from 'react'
import { Breadcrumb } from '@douyinfe/semi-ui-19'
import type { Crumb } from './article_types'

/** 首页 › 文章 › the category path (each a filtered list), then what `children` adds (the article's title). */
export function ArticleCrumbs({ path, children }: { path: Crumb[]; children?: ReactNode }) {
  return (
    <Breadcrumb className="ds-art-crumbs" aria-label="当前位置">
      <Breadcrumb.Item href="/">首页</Breadcrumb.Item>
      <Breadcrumb.Item href="/article">文章</Breadcrumb.Item>
      {path.map((crumb) => (
        <Breadcrumb.Item key={crumb.id} href={`/article?category_id=${crumb.id}`}>
          {crumb.title}
        </Breadcrumb.Item>
      ))}
      {children}
    </Breadcrumb>
  )
}
