import { Head } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Button, Card, List, Typography } from '@douyinfe/semi-ui-19'
import { IconEdit } from '@douyinfe/semi-icons'
import type { GreetingItem } from '../../components/greeting_types'
import './hello.css'

interface Props {
  text: string
  greetings: GreetingItem[]
}

export default function HelloIndex({ text, greetings }: Props) {
  return (
    <div className="ds-container">
      <Head title={text} />
      <Card
        title="问候"
        className="ds-hello-card"
        headerExtraContent={
          <Link href="/hello/new">
            <Button icon={<IconEdit />} theme="solid" size="small">
              留下问候
            </Button>
          </Link>
        }
      >
        <Typography.Title heading={3} data-testid="hello-greeting">
          {text}
        </Typography.Title>
        <List
          header={<Typography.Text type="secondary">最近的问候</Typography.Text>}
          dataSource={greetings}
          emptyContent="还没有问候"
          renderItem={(greeting) => (
            <List.Item>
              <Link href={`/hello/${greeting.id}`}>{greeting.text}</Link>
            </List.Item>
          )}
        />
      </Card>
    </div>
  )
}
