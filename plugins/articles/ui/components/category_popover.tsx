import type { ReactNode } from 'react'
import { Popover } from '@douyinfe/semi-ui-19'
import { useShared } from '~/lib/shared_props'
import { CategoryCard } from './category_card'
import './category_popover.css'

/**
 * The header's 文章 entry: on pages that share the article categories, hovering it shows them
 * (articles contributes it as the entry's popover); elsewhere the plain link.
 */
export function ArticleCategoryPopover({ children }: { children: ReactNode }) {
  const categories = useShared().articleCategories
  if (!categories?.length) return <>{children}</>
  return (
    <Popover
      position="bottomLeft"
      mouseEnterDelay={600}
      showArrow={false}
      content={
        <div className="ds-nav__popover ds-art-category-popover">
          <CategoryCard categories={categories} />
        </div>
      }
    >
      {children}
    </Popover>
  )
}
