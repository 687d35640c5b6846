import { Typography } from '@douyinfe/semi-ui-19'
import { StackedCell } from '~/components/admin/stacked_cell'
import { kindLabel, type Option } from './community_types'

/**
 * The cell naming what a comment or report is about: its title linking to the content (or
 * `gone` once the content is deleted), then its kind and id.
 */
export function ContentTargetCell({
  row,
  title,
  kinds,
  gone,
  wide = false,
}: {
  row: { link: string; type: number; document_id: number }
  title: string
  kinds: Option[]
  gone: string
  wide?: boolean
}) {
  return (
    <StackedCell detail={`${kindLabel(kinds, row.type)} #${row.document_id}`}>
      {row.link ? (
        <Typography.Text
          link={{ href: row.link, target: '_blank' }}
          ellipsis={{ showTooltip: true }}
          className={wide ? 'ds-community-target ds-community-target--wide' : 'ds-community-target'}
        >
          {title}
        </Typography.Text>
      ) : (
        <Typography.Text type="tertiary">{gone}</Typography.Text>
      )}
    </StackedCell>
  )
}
