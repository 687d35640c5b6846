import { Head } from '@inertiajs/react'
import { Typography } from '@douyinfe/semi-ui-19'
import { useSetting } from '~/lib/shared_props'

export default function Home() {
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  return (
    <div className="ds-container">
      <Head title={sitename} />
      <Typography.Title heading={2}>{sitename}</Typography.Title>
    </div>
  )
}
