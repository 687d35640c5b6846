import { Head } from '@inertiajs/react'
import { Card, List, Typography } from '@douyinfe/semi-ui-19'

interface Greeting {
  id: number
  name: string
  text: string
  created_at: string | null
}

interface Props {
  text: string
  greetings: Greeting[]
}

export default function HelloIndex({ text, greetings }: Props) {
  return (
    <div className="ds-container">
      <Head title={text} />
      <Card title="问候" style={{ margin: '24px 0' }}>
        <Typography.Title heading={3} data-testid="hello-greeting">
          {text}
        </Typography.Title>
        <List
          header={<Typography.Text type="secondary">最近的问候</Typography.Text>}
          dataSource={greetings}
          emptyContent="还没有问候"
          renderItem={(greeting) => <List.Item>{greeting.text}</List.Item>}
        />
      </Card>
    </div>
  )
}
