import { Tag } from '@douyinfe/semi-ui-19'

/** The 结果数 column of the search admin tables: the count, or 无结果 in orange when a search found nothing. */
export function resultsColumn(dataIndex: string) {
  return {
    title: '结果数',
    dataIndex,
    width: 90,
    render: (count: number) =>
      count > 0 ? (
        count
      ) : (
        <Tag size="small" color="orange">
          无结果
        </Tag>
      ),
  }
}
